/**
 * `npm start` entry (run by tsx): starts Inkflow from the environment and prints where it runs.
 * Variables: PORT (3000), HOST (localhost), DATA_DIR (./data), DATABASE_URL, DEMO_PASSWORD,
 * PUBLIC_ORIGIN, NODE_ENV, EXAMPLES_PORT (PORT+1), SMTP_URL, LOG=1.
 */
import { startServer, type ServerEnv } from './startServer.js';

const server = await startServer(process.env as ServerEnv);
const lines = [`Inkflow is running at ${server.url}`, `Demo login: ${server.demoEmail} / ${server.demoPassword}`, `API reference: ${server.url}/api/docs`];
if (server.examplesUrl) {
  // The React host runs on an origin of its own (127.0.0.1), as in docs/embedding.md.
  lines.push(`Partner site example: ${server.examplesUrl}/partner-site/`, `React host example: ${server.examplesUrl.replace('//localhost:', '//127.0.0.1:')}/react-host/`);
}
if (server.devRoutes) lines.push(`Email outbox: ${server.url}/dev/outbox`);
console.log(lines.join('\n'));

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
