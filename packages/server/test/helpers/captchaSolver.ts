/** Solves an ALTCHA challenge from GET /api/captcha/challenge the way the widget does. */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TestClient } from './testServer.js';

/** Fetches a challenge and returns the widget's base64 payload (the captcha_response_token). */
export async function solveCaptcha(client: TestClient): Promise<string> {
  const challenge = (await client.get('/api/captcha/challenge')).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
