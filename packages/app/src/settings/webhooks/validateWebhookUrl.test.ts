import { describe, expect, it } from 'vitest';
import { validateWebhookUrl } from './validateWebhookUrl.js';

describe('validateWebhookUrl', () => {
  it('requires a URL, an http(s) one, at most 1000 characters', () => {
    expect(validateWebhookUrl('  ', false)).toEqual({ key: 'form.urlRequired' });
    expect(validateWebhookUrl('crm.example.com/hooks', false)).toEqual({ key: 'form.urlInvalid' });
    expect(validateWebhookUrl('ftp://crm.example.com/hooks', false)).toEqual({ key: 'form.urlInvalid' });
    expect(validateWebhookUrl(`https://crm.example.com/${'x'.repeat(1000)}`, false)).toEqual({ key: 'form.urlTooLong', values: { count: 1000 } });
    expect(validateWebhookUrl(' https://crm.example.com/hooks ', false)).toBeNull();
    expect(validateWebhookUrl('http://localhost:8080/hooks', false)).toBeNull();
  });

  it('asks for https where the server is in production', () => {
    expect(validateWebhookUrl('http://crm.example.com/hooks', true)).toEqual({ key: 'form.urlHttps' });
    expect(validateWebhookUrl('https://crm.example.com/hooks', true)).toBeNull();
  });
});
