import { panelsTestServer } from './panelsTestServer.js';

/** A rich-text note body of one paragraph. */
const paragraph = (text: string) => ({ nodes: [{ type: 'paragraph', children: [{ text }] }] });

/**
 * The panels' fake server (agreement 5) for stories, `filled` with notes, links and reminders
 * (one sent, one scheduled) or empty. Each story makes its own, so their edits stay apart.
 */
export function storyPanelsServer(filled: boolean) {
  const server = panelsTestServer();
  if (!filled) return server;
  server.state.notes.push(
    { id: 1, position_id: 1, name: 'Negotiation', content: paragraph('Ann wants 3 months notice instead of 1.'), updated_time: '2026-11-20T10:00:00Z' },
    { id: 2, position_id: 2, name: 'Deposit', content: paragraph('Deposit of two months’ rent agreed on the phone.'), updated_time: '2026-11-21T15:30:00Z' },
  );
  server.state.links.push({ id: 3, agreement: { id: 6, name: 'Main contract', state: 0 } }, { id: 4, agreement: { id: 7, name: 'Maintenance annex', state: 1 } });
  server.state.reminders.push(
    { id: 5, agreement_id: 5, to_positions: [1], date_time: '2026-11-18T08:00:00Z', subject: 'Check the deposit', message: 'Has the deposit arrived?', sent_at: '2026-11-18T08:00:05Z' },
    { id: 6, agreement_id: 5, to_positions: [1, 2], date_time: '2027-01-15T08:00:00Z', subject: 'Renewal talk', message: 'Call the tenant about renewing.', sent_at: null },
  );
  return server;
}
