/**
 * Sections hidden by their visibility rule (§3 config.visibility.rule) on the server: a malformed
 * rule is refused on save (400), the §5 required checks (4007) skip hidden sections and the data
 * fields only they ask for, and the sealed PDF leaves hidden sections out.
 */
import type { AgreementWire } from '@inkflow/core';
import { schema } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pdfText } from './helpers/pdfTools.js';
import { SigningFixture, idOf } from './helpers/signingFlow.js';
import { downloadSealedPdf } from './helpers/waitForSeal.js';

const f = SigningFixture.perFile({});

const text = (words: string) => ({ type: 'paragraph', children: [{ text: words }] });
const field = (key: string, value: unknown, extra: Record<string, unknown> = {}) => ({ key: 'data_field', value: { key, value, ...extra } });
const onlyWhenInsured = { visibility: { rule: { field: 'insured', operator: 'is_checked' } } };

describe('visibility rules on the server', () => {
  it('refuses a malformed rule with 400 and keeps a valid one', async () => {
    const a = await f.draft();
    const bad = await f.owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, boxes: [{ type: 10, content: { nodes: [text('x')] }, config: { visibility: { rule: { field: 'insured', operator: 'larger' } } } }] });
    expect(bad.statusCode).toBe(400);
    const good = await f.owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, data: [field('insured', false, { type: 'checkbox' })], boxes: [{ type: 10, content: { nodes: [text('x')] }, config: onlyWhenInsured }] });
    expect(good.statusCode, good.body).toBe(200);
    expect((good.json() as AgreementWire).boxes[0]!.config).toMatchObject(onlyWhenInsured);
  });

  it('4007 ignores required sections hidden by their rule and the data fields only they ask for', async () => {
    const a = await f.draft();
    await f.add(a.id, { fullname: 'Ann', email: 'ann@example.com' });
    const sent = await f.publish(a.id);
    const ann = f.guest((await f.tokenOf(a.id, 'ann@example.com'))!);
    const sign = () => ann.post(`/api/agreements/${a.id}/participants/${idOf(sent, 'ann@example.com')}/sign`, { checksum: sent.checksum, sign_method: 0 });
    const setContent = (insured: boolean) =>
      f.server.db
        .update(schema.agreements)
        .set({
          data: [field('insured', insured, { type: 'checkbox' }), field('policy', '', { type: 'text', required: true })],
          boxes: [
            { id: 1, type: 10, content: { nodes: [text('Terms')] }, config: {} },
            // Required, empty and asking for the required policy number: only shown when insured.
            { id: 2, type: 12, content: { inputs: [{ data_field_key: 'policy', type: 'text', required: true }] }, config: { required: true, ...onlyWhenInsured } },
            { id: 3, type: 4, content: { data: [] }, config: { required: true, ...onlyWhenInsured } },
          ],
        })
        .where(eq(schema.agreements.id, a.id));
    await setContent(true);
    expect((await sign()).json()).toMatchObject({ status_code: 400, api_error_code: 4007 });
    await setContent(false);
    const signed = await sign();
    expect(signed.statusCode, signed.body).toBe(200);
  });

  it('leaves hidden sections out of the sealed PDF', async () => {
    const a = await f.draft();
    const saved = await f.owner.put(`/api/agreements/${a.id}`, {
      checksum: a.checksum,
      data: [field('insured', '0', { type: 'checkbox' }), field('plan', 'premium', { type: 'select' })],
      boxes: [
        { type: 10, content: { nodes: [text('Always shown clause')] } },
        { type: 10, content: { nodes: [text('Insurance clause')] }, config: onlyWhenInsured },
        { type: 10, content: { nodes: [text('Premium clause')] }, config: { visibility: { rule: { field: 'plan', operator: 'equals', value: 'premium' } } } },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await f.add(a.id, { fullname: 'Ann', email: 'ann@example.com' });
    const sent = await f.publish(a.id);
    const ann = f.guest((await f.tokenOf(a.id, 'ann@example.com'))!);
    const signed = await ann.post(`/api/agreements/${a.id}/participants/${idOf(sent, 'ann@example.com')}/sign`, { checksum: sent.checksum, sign_method: 0 });
    expect(signed.statusCode, signed.body).toBe(200);
    const words = pdfText(await downloadSealedPdf(f.server.db, f.owner, a.id));
    expect(words).toContain('Always shown clause');
    expect(words).toContain('Premium clause');
    expect(words).not.toContain('Insurance clause');
  });
});
