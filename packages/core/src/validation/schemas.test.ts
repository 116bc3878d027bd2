import { describe, expect, it } from 'vitest';
import { createParticipantSchema, emailSchema, signSchema, updateAgreementSchema, describeZodError } from '@inkflow/core';

describe('emailSchema (§5)', () => {
  it('trims and accepts a valid address', () => {
    expect(emailSchema.parse('  a@b.se ')).toBe('a@b.se');
  });
  it('rejects an invalid address with the spec text', () => {
    const r = emailSchema.safeParse('nope');
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe('Email address is invalid');
  });
  it('rejects more than 70 characters', () => {
    expect(emailSchema.safeParse(`${'a'.repeat(66)}@b.se`).success).toBe(false);
  });
});

describe('createParticipantSchema', () => {
  it('defaults to a signatory and leaves the sign method to the account default (the server fills it in)', () => {
    const parsed = createParticipantSchema.parse({ fullname: 'Ann', email: 'ann@x.se' });
    expect(parsed).toMatchObject({ type: 1 });
    expect(parsed.sign_method).toBeUndefined();
  });
  it('rejects sign methods outside 0 and 10', () => {
    expect(createParticipantSchema.safeParse({ fullname: 'Ann', email: 'ann@x.se', sign_method: 3 }).success).toBe(false);
  });
  it('rejects a blank name and a name over 100 characters', () => {
    expect(createParticipantSchema.safeParse({ fullname: '  ', email: 'ann@x.se' }).success).toBe(false);
    expect(createParticipantSchema.safeParse({ fullname: 'a'.repeat(101), email: 'ann@x.se' }).success).toBe(false);
  });
});

describe('signSchema', () => {
  it('requires a PNG data URL for handwritten signatures', () => {
    const r = signSchema.safeParse({ checksum: 'c', sign_method: 10 });
    expect(r.success).toBe(false);
    expect(describeZodError(r.error!)).toMatch(/handwritten_signature/);
    expect(signSchema.safeParse({ checksum: 'c', sign_method: 10, handwritten_signature: 'data:image/png;base64,iVBORw0KGgo=' }).success).toBe(true);
    expect(signSchema.safeParse({ checksum: 'c', sign_method: 10, handwritten_signature: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('updateAgreementSchema', () => {
  it('needs the checksum it was based on', () => {
    expect(updateAgreementSchema.safeParse({ name: 'x' }).success).toBe(false);
  });
  it('accepts a text box of paragraphs and headings only', () => {
    const ok = { checksum: 'c', boxes: [{ type: 10, content: { nodes: [{ type: 'heading', children: [{ text: 'T' }] }] } }] };
    expect(updateAgreementSchema.safeParse(ok).success).toBe(true);
    const bad = { checksum: 'c', boxes: [{ type: 10, content: { nodes: [{ type: 'script', children: [{ text: 'T' }] }] } }] };
    expect(updateAgreementSchema.safeParse(bad).success).toBe(false);
  });
});
