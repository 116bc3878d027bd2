/**
 * Content (name, boxes, participants) may change only while the agreement is a draft (0) or a
 * template (6). Afterwards what the signatories see must stay what they sign: 409 with 4999
 * "Document is locked" — a state conflict, so 409 like every other one.
 */
import { AgreementState, ApiErrorCode } from '@inkflow/core';
import { stateConflict } from '../http/ApiHttpError.js';
import type { AgreementRow } from './agreementContent.js';

/** Throws 409 (4999) unless the agreement is in state 0 or 6. */
export function requireEditable(agreement: AgreementRow): void {
  if (agreement.state !== AgreementState.Draft && agreement.state !== AgreementState.Template) {
    throw stateConflict(ApiErrorCode.DocumentLocked, 'The contract has been sent and can no longer be edited');
  }
}
