// Entry of a PDF worker thread (PdfWorkerPool). Plain JavaScript so that node can start it
// whatever runs the server: `node --import tsx` (workers do not inherit that loader), vitest, or
// plain node. It registers tsx for this thread, then loads the TypeScript message loop.
import { register } from 'tsx/esm/api';

register();
await import('./pdfWorkerThread.ts');
