/**
 * /dev/outbox (development mode only, loopback clients only): the sent emails as an HTML page, newest first. Content is
 * escaped; URLs in the text become links so a developer can open a guest link with one click.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { escapeHtml } from '../email/escapeHtml.js';
import { listOutbox } from '../email/listOutbox.js';
import { loopbackOnly } from '../http/loopbackOnly.js';

/** Escapes text, then turns http(s) URLs into links. */
export function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** Registers GET /dev/outbox (loopback clients only); call it in development mode only. */
export function outboxPage(app: FastifyInstance, db: Db): void {
  app.get('/dev/outbox', { onRequest: loopbackOnly }, async (_request, reply) => {
    const { collection } = await listOutbox(db);
    const items = collection
      .map(
        (e) => `<article>
  <h2>${escapeHtml(e.subject)}</h2>
  <p><strong>To:</strong> ${escapeHtml(e.to)} · <time datetime="${e.created}">${escapeHtml(e.created)}</time></p>
  <pre>${linkify(e.text)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Email outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}</style>
</head>
<body>
<h1>Email outbox</h1>
${items || '<p>No emails have been sent yet.</p>'}
</body>
</html>`;
    return reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });
}
