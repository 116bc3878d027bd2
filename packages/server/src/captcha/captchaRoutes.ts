/** Captcha route (§2 Login, Sign-up start; core contract/captchaContract.ts): GET /api/captcha/challenge. */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOptions } from '../http/routeOptions.js';
import { createCaptchaChallenge } from './createCaptchaChallenge.js';

/** Registers the captcha route on an /api-prefixed instance. */
export function captchaRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptions(apiContract['GET /captcha/challenge']),
    handler: async () => createCaptchaChallenge(),
  });
}
