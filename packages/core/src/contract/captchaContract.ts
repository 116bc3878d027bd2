/** The contract of the captcha call (§2 Login, Sign-up start): GET /captcha/challenge. */
import { z } from 'zod';
import { defineRoute } from './defineRoute.js';

/** An ALTCHA (v2) proof-of-work challenge, passed as is to the widget. */
export const captchaChallengeWireSchema = z
  .object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().optional().meta({ description: 'Unix time in seconds' }),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    codeChallenge: z.object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() }).optional(),
    signature: z.string().optional(),
  })
  .meta({
    id: 'CaptchaChallenge',
    examples: [
      { parameters: { algorithm: 'SHA-256', nonce: '9f2c…', salt: '1b7e…', cost: 10, keyLength: 32, keyPrefix: '00', expiresAt: 1795000000 }, signature: '4a1d…' },
    ],
  });

/** Every captcha route. */
export const captchaContract = [
  defineRoute({
    method: 'GET',
    path: '/captcha/challenge',
    resource: 'captcha',
    summary: 'A fresh captcha challenge',
    description: 'The solved challenge goes back as `captcha_response_token` of login (when required) or sign-up (§5).',
    auth: 'none',
    responses: { 200: captchaChallengeWireSchema },
    errors: [],
  }),
] as const;
