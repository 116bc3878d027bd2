/**
 * A concluded agreement (§4: signed, declined, cancelled or terminated) takes nothing new: no
 * messages, no message changes, no guest uploads. 403 with 4999 "Document is locked" (§8), the
 * answer the app shows as its locked-document page (§2 Error screens).
 */
import { ApiErrorCode, isConcluded, type AgreementState } from '@inkflow/core';
import { ApiHttpError } from '../http/ApiHttpError.js';
import type { AgreementRow } from './agreementContent.js';

/** Throws 403/4999 when `agreement` is concluded (core `isConcluded`). */
export function requireNotConcluded(agreement: Pick<AgreementRow, 'state'>): void {
  if (isConcluded(agreement.state as AgreementState)) throw new ApiHttpError(403, ApiErrorCode.DocumentLocked, 'Document is locked: the contract is concluded');
}
