import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { manyPagesPdf, passwordProtectedPdf, pdfWithActions } from '../../test/helpers/pdfSamples.js';
import { inspectPdf } from './inspectPdf.js';
import { stripPdfActions } from './stripPdfActions.js';

describe('stripPdfActions', () => {
  it('removes open and additional actions, scripts and launch actions, and the objects only they used', async () => {
    const doc = await PDFDocument.load(await pdfWithActions());
    expect(stripPdfActions(doc)).toEqual(['AA', 'JS', 'JavaScript', 'Launch', 'OpenAction']);
    const saved = Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1');
    expect(saved).not.toMatch(/\/(?:JavaScript|JS|OpenAction|AA|Launch)(?![A-Za-z0-9#])/);
    expect(saved).not.toContain('app.alert');
    expect(saved).toContain('/URI');
  });

  it('changes nothing in a PDF without actions', async () => {
    const doc = await PDFDocument.load(manyPagesPdf(2));
    const objects = doc.context.enumerateIndirectObjects().length;
    expect(stripPdfActions(doc)).toEqual([]);
    expect(doc.context.enumerateIndirectObjects()).toHaveLength(objects);
  });
});

describe('inspectPdf', () => {
  const limits = { totalBytes: 256 * 1024 * 1024, parsedBytes: 64 * 1024 * 1024 };

  it('tells a password-protected PDF apart', async () => {
    expect(await inspectPdf(passwordProtectedPdf(), limits)).toEqual({ kind: 'encrypted' });
  });

  it('keeps a clean PDF as uploaded and returns a stripped copy of one with actions', async () => {
    expect(await inspectPdf(manyPagesPdf(2), limits)).toEqual({ kind: 'ok', pageCount: 2, bytes: null, removed: [] });
    const stripped = await inspectPdf(await pdfWithActions(), limits);
    expect(stripped).toMatchObject({ kind: 'ok', pageCount: 2, removed: ['AA', 'JS', 'JavaScript', 'Launch', 'OpenAction'] });
  });
});
