import type { Agreement } from '@inkflow/core';

/**
 * `after` (a call's answer) over `before`: fields the answer left out (the document fields of
 * GET only: acl, agreement value, tags, counts) keep their loaded values.
 */
export function mergeAgreement(before: Agreement, after: Agreement): Agreement {
  const defined = Object.fromEntries(Object.entries(after).filter(([, v]) => v !== undefined));
  return { ...before, ...defined } as Agreement;
}
