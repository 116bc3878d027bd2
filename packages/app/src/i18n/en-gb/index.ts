// British English: only the app texts that differ from en (the rest falls back to it).
import app from './app.json' with { type: 'json' };

export default { app };
