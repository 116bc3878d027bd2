/** GET /api/captcha/challenge: a fresh ALTCHA challenge (§2 Login, Sign-up start). */
import type { FastifyInstance } from 'fastify';
import { createCaptchaChallenge } from './createCaptchaChallenge.js';

/** Registers the captcha route on an /api-prefixed instance. */
export function captchaRoutes(app: FastifyInstance): void {
  app.get('/captcha/challenge', async () => createCaptchaChallenge());
}
