/**
 * `npm run bench:seal`: milliseconds to seal a ~200-page agreement (issue #5 benchmark): render
 * the contract pages, append the audit certificate, PAdES-sign the whole. One warm-up run, then
 * the median of 5. The self-signed certificate is generated once, outside the timing (a server
 * loads its seal certificate once). Figures only: nothing here asserts a time.
 */
import { buildSealedPdf, generateSelfSignedP12, type LoadedAgreement } from '@inkflow/server';

const runs = 5;
const sentence = 'The Supplier shall deliver the Services described in this Agreement with due care, skill and diligence, in accordance with good industry practice. ';
// About 1,500 characters per paragraph and 3 per page with the renderer's 11 pt Helvetica on A4.
const paragraph = sentence.repeat(10);
const paragraphs = 600;

const signature = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const now = new Date();
const nodes = Array.from({ length: paragraphs }, (_, i) =>
  i % 20 === 0 ? [{ type: 'heading', children: [{ text: `Section ${i / 20 + 1}` }] }, { type: 'paragraph', children: [{ text: paragraph }] }] : [{ type: 'paragraph', children: [{ text: paragraph }] }],
).flat();

const participant = (id: number, fullname: string, signMethod: number) => ({
  id,
  agreementId: 1,
  fullname,
  email: `${fullname.split(' ')[0]!.toLowerCase()}@example.com`,
  type: 1,
  signMethod,
  companyName: null,
  individual: true,
  partyId: null,
  signedAt: now,
  declinedAt: null,
  enabled: true,
  handwrittenSignature: signMethod === 10 ? signature : null,
  signIp: '192.0.2.10',
  signUserAgent: 'Mozilla/5.0 (X11; Linux x86_64) bench',
  created: now,
});

// Shaped like loadAgreement's result; cast because the bench has no database row to load.
const loaded = {
  accountId: 1,
  parties: [],
  agreement: { id: 1, name: 'Master services agreement', language: 'en', state: 4, boxes: [{ id: 1, type: 10, content: { nodes }, config: {} }], boxOrder: [1] },
  participants: [participant(1, 'Ada Lovelace', 10), participant(2, 'Bob Builder', 0)],
} as unknown as LoadedAgreement;

const keyStart = performance.now();
const seal = generateSelfSignedP12();
const keyMs = performance.now() - keyStart;

const times: number[] = [];
let last: Awaited<ReturnType<typeof buildSealedPdf>> | undefined;
for (let i = 0; i <= runs; i++) {
  const start = performance.now();
  last = await buildSealedPdf(loaded, seal, { sealedAt: new Date(), contentHash: '0'.repeat(64) });
  if (i > 0) times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;

console.log(`seal: ${last!.pageCount} pages, ${(last!.bytes.length / 1024).toFixed(0)} KiB`);
console.log(`seal: median ${median.toFixed(0)} ms to seal (of ${runs} runs; min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)})`);
console.log(`seal: ${keyMs.toFixed(0)} ms to generate the development certificate (once per data directory)`);
