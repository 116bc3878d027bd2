/** Content types of the static files the server hands out itself (examples, loader). */
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** The content type for a file name, by extension (application/octet-stream when unknown). */
export function contentType(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot >= 0 ? types[fileName.slice(dot).toLowerCase()] : undefined) ?? 'application/octet-stream';
}
