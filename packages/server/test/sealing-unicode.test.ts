/**
 * The sealed PDF prints text beyond Western European (PdfCursor embeds DejaVu Sans): Polish,
 * Czech, Turkish, Greek and Cyrillic come out as typed, in the contract pages and on the audit
 * certificate, in regular and bold; characters the font lacks (emoji, CJK) and right-to-left
 * scripts print as "?" and do not fail the seal.
 */
import type { AgreementWire } from '@inkflow/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signAndSeal } from './helpers/signAndSeal.js';
import { pdfText } from './helpers/pdfTools.js';
import { SigningFixture } from './helpers/signingFlow.js';

const f = SigningFixture.perFile({});

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ text }] });

const polish = 'Zażółć gęślą jaźń, ĄĆĘŁŃÓŚŹŻ';
const czech = 'Příliš žluťoučký kůň úpěl ďábelské ódy';
const turkish = 'Iğdır, Şişli, İstanbul';
const greek = 'Ξεσκεπάζω την ψυχοφθόρα βδελυγμία';
const cyrillic = 'Съешь же ещё этих мягких французских булок';
const agreementName = 'Umowa najmu – Łódź';

describe('the sealed PDF of text in other scripts', () => {
  let pdf: Buffer;
  let pdfTextContent: string;

  beforeAll(async () => {
    let a = (await f.owner.post('/api/agreements/', { collection_id: f.workspaceId, name: agreementName })).json() as AgreementWire;
    const saved = await f.owner.put(`/api/agreements/${a.id}`, {
      checksum: a.checksum,
      boxes: [
        {
          type: 10,
          content: {
            nodes: [
              { type: 'heading', level: 2, children: [{ text: 'Zobowiązania stron – Ελληνικά – Обязательства' }] },
              paragraph(polish),
              paragraph(czech),
              paragraph(turkish),
              paragraph(greek),
              paragraph(cyrillic),
              // Decomposed (NFD) input prints as the composed letter.
              paragraph('Signed by Zoe\u0308 Ma\u0301rquez'),
              paragraph('Launch \u{1F680} today, \u4E2D\u6587 text'),
              paragraph('Right to left: \u05E9\u05DC\u05D5\u05DD end'),
            ],
          },
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    a = saved.json() as AgreementWire;
    pdf = await signAndSeal(f.server, f.owner, a.id);
    pdfTextContent = pdfText(pdf);
  });

  it('prints Polish, Czech, Turkish, Greek and Cyrillic exactly, bold headings included', () => {
    expect(pdfTextContent).toContain('Zobowiązania stron – Ελληνικά – Обязательства');
    for (const line of [polish, czech, turkish, greek, cyrillic]) expect(pdfTextContent).toContain(line);
  });

  it('prints the agreement name on the audit certificate and in the page footers', () => {
    expect(pdfTextContent).toMatch(new RegExp(`Contract: ${agreementName} \\(no\\. \\d+\\)`));
    expect(pdfTextContent).toContain(`${agreementName} · Page 1 of`);
  });

  it('composes decomposed letters', () => {
    expect(pdfTextContent).toContain('Signed by Zoë Márquez');
  });

  it('prints "?" for characters the font lacks and for right-to-left scripts', () => {
    expect(pdfTextContent).toContain('Launch ? today, ?? text');
    expect(pdfTextContent).toContain('Right to left: ???? end');
  });

  it('embeds only the glyphs it prints (font subsets, not whole fonts)', () => {
    expect(pdf.length).toBeLessThan(200_000);
  });
});
