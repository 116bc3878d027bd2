/**
 * Request and response shapes of the account embed settings (issue #6 "Account side"):
 * `{ allowed_origins: string[] }`, each an exact http(s) origin (core's isExactOrigin), at most
 * MAX_ALLOWED_ORIGINS, duplicates dropped.
 */
import { MAX_ALLOWED_ORIGINS, isExactOrigin } from '@inkflow/core/protocol';
import { z } from 'zod';

export const embedSettingsSchema = z
  .object({
    allowed_origins: z
      .array(
        z
          .string()
          .trim()
          .refine(isExactOrigin, {
            error: (issue) =>
              `Not an exact origin (scheme://host[:port], lower case, no path or trailing slash): ${String(issue.input).slice(0, 100)}`,
          }),
      )
      .max(MAX_ALLOWED_ORIGINS, { message: `At most ${MAX_ALLOWED_ORIGINS} allowed origins` }),
  })
  .strict();

/** The wire shape of GET/PUT /accounts/{id}/embed_settings. */
export interface EmbedSettingsWire {
  account_id: number;
  allowed_origins: string[];
  /** Outside production the server also allows http://localhost:* and http://127.0.0.1:* (so examples work). */
  development_origins_allowed: boolean;
  updated: string | null;
}
