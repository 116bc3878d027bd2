import type { z } from 'zod';

/**
 * The first §5 message per field of `schema` for `values` (keys are the top-level paths, e.g.
 * `password_confirmation`), or an empty object when valid. The messages are core's zod
 * messages ("Email address is invalid", "Name is required", ...).
 */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
