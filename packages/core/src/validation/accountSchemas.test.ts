import { describe, expect, it } from 'vitest';
import {
  completeRegistrationSchema,
  describeZodError,
  inviteCompletionSchema,
  mfaSettingsSchema,
  newPasswordSchema,
  numberOfSeatsSchema,
  phoneField,
  requiredText,
  resetPasswordSchema,
  securityCodeSchema,
  signupRequestSchema,
  ssoSettingsSchema,
  timezoneSchema,
  urlField,
  webhookUrlSchema,
} from '@inkflow/core';
import type { z } from 'zod';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : describeZodError(result.error);
}

const registration = {
  fullname: 'Ann Andersson',
  language: 'sv',
  job_level: 'individual contributor',
  team: 'legal',
  intended_use: ['electronic signatures', 'upload and sign pdf'],
  company_name: 'Ann AB',
  company_size: '2-10',
  tools_used: ['do not use any'],
  company_country: 'se',
  password: 'correct horse battery',
  private_token: 'abc',
  timezone: 'Europe/Stockholm',
};

describe('§5 field rules', () => {
  it('required: blank strings count as empty', () => {
    expect(firstMessage(requiredText('Name'), '   ')).toBe('Name is required');
    expect(firstMessage(requiredText('Name'), undefined)).toBe('Name is required');
  });
  it('length messages', () => {
    expect(firstMessage(requiredText('Name', { max: 3 }), 'abcd')).toBe('Name must contain at most 3 character(s)');
    expect(firstMessage(requiredText('Name', { min: 2 }), 'a')).toBe('Name must contain at least 2 character(s)');
  });
  it('password 12 to 72', () => {
    expect(firstMessage(newPasswordSchema, '')).toBe('Password is required');
    expect(firstMessage(newPasswordSchema, 'a'.repeat(11))).toBe('Password must contain at least 12 character(s)');
    expect(firstMessage(newPasswordSchema, 'a'.repeat(73))).toBe('Password must contain at most 72 character(s)');
    expect(newPasswordSchema.parse('a'.repeat(72))).toHaveLength(72);
  });
  it('confirmation must match', () => {
    expect(firstMessage(resetPasswordSchema, { password: 'a'.repeat(12), password_confirmation: 'b'.repeat(12) })).toBe(
      "password_confirmation: The password confirmation doesn't match",
    );
    expect(resetPasswordSchema.safeParse({ password: 'a'.repeat(12) }).success).toBe(true);
  });
  it('security code: letters and digits, max 20', () => {
    expect(firstMessage(securityCodeSchema, '')).toBe('Security code is required');
    expect(firstMessage(securityCodeSchema, '12-34')).toBe('Security code is not valid');
    expect(firstMessage(securityCodeSchema, '1'.repeat(21))).toBe('Security code must contain at most 20 character(s)');
    expect(securityCodeSchema.parse(' 123456 ')).toBe('123456');
  });
  it('numbers and seats', () => {
    expect(firstMessage(numberOfSeatsSchema, '0')).toBe('Number of seats is not allowed to be below 1');
    expect(firstMessage(numberOfSeatsSchema, 10001)).toBe('Number of seats is not allowed to be above 10000');
    expect(firstMessage(numberOfSeatsSchema, '1.5')).toBe('Not allowed to have more than 0 decimal(s)');
    expect(firstMessage(numberOfSeatsSchema, 'x')).toBe('Number of seats is not a valid number');
    expect(numberOfSeatsSchema.parse('12')).toBe(12);
  });
  it('phone: "+" clears, bad numbers are named', () => {
    expect(phoneField('Phone').parse('+')).toBeNull();
    expect(phoneField('Phone').parse('+46 70 123 45 67')).toBe('+46701234567');
    expect(firstMessage(phoneField('Phone'), 'abc')).toBe('Phone is not a valid phone number');
  });
  it('URL: http(s), https only for webhooks, max 1000', () => {
    expect(urlField('Website').safeParse('http://a.se').success).toBe(true);
    expect(firstMessage(urlField('Website'), 'ftp://a.se')).toBe('Website is not a valid URL');
    expect(firstMessage(webhookUrlSchema, 'http://a.se')).toBe('Webhook URL is not a valid URL');
    expect(firstMessage(webhookUrlSchema, `https://a.se/${'x'.repeat(1000)}`)).toBe('Webhook URL must contain at most 1000 character(s)');
  });
  it('timezones normalise to a known zone or UTC', () => {
    expect(timezoneSchema.parse('Europe/Stockholm')).toBe('Europe/Stockholm');
    expect(timezoneSchema.parse('Mars/Olympus')).toBe('UTC');
    expect(timezoneSchema.parse(undefined)).toBe('UTC');
  });
});

describe('sign-up payloads (§3)', () => {
  it('the sign-up request needs a captcha', () => {
    expect(firstMessage(signupRequestSchema, { email: 'a@b.se' })).toBe('captcha_response_token: Captcha is required');
    expect(signupRequestSchema.parse({ email: 'a@b.se', captcha_response_token: 'x' })).toMatchObject({ start_trial: true, timezone: 'UTC' });
  });
  it('accepts a complete registration with the §3 option values', () => {
    expect(completeRegistrationSchema.parse(registration)).toMatchObject({ company_country: 'SE', job_level: 'individual contributor' });
  });
  it('names the missing field', () => {
    expect(firstMessage(completeRegistrationSchema, { ...registration, company_name: ' ' })).toBe('company_name: Company name is required');
    expect(firstMessage(completeRegistrationSchema, { ...registration, fullname: 'x'.repeat(101) })).toBe('fullname: Name must contain at most 100 character(s)');
    expect(firstMessage(completeRegistrationSchema, { ...registration, intended_use: [] })).toBe('intended_use: Usage are required');
    expect(firstMessage(completeRegistrationSchema, { ...registration, team: 'space' })).toBe('team: Team is required');
  });
  it('the invite completion asks only the password', () => {
    expect(inviteCompletionSchema.safeParse({ password: 'a'.repeat(12), private_token: 't' }).success).toBe(true);
  });
});

describe('account settings', () => {
  it('MFA channel must be one of the §3 methods', () => {
    expect(firstMessage(mfaSettingsSchema, { channel: 'pigeon', password: 'x' })).toBe('channel: Two-step authentication method is required');
  });
  it('SSO domains are lower-cased host names', () => {
    const parsed = ssoSettingsSchema.parse({ enabled: true, issuer: 'http://127.0.0.1:4000', client_id: 'c', domains: ['Acme.TEST'] });
    expect(parsed.domains).toEqual(['acme.test']);
    expect(firstMessage(ssoSettingsSchema, { enabled: true, issuer: 'http://x.se', client_id: 'c', domains: ['not a domain'] })).toBe('domains.0: Domain is not valid');
  });
});
