/**
 * Maps what can go wrong in an eID signing to the §8 string codes the client shows:
 * USER_CANCEL (the user cancelled at the broker: `access_denied`), CANCELLED (the broker
 * cancelled: `login_required`, `interaction_required`, `consent_required`), EXPIRED_TRANSACTION
 * (our transaction timed out), START_FAILED (broker unreachable or unavailable),
 * EID_COLLECT_ERROR (the code exchange failed), EID_SIGN_ERROR (recording the signature failed),
 * CERTIFICATE_ERR (the broker reports a revoked or old certificate), EID_SIGNICAT_OUTCOME_ABORT
 * (`abort`), else EID_CLIENT_ERROR.
 */
import { StringErrorCode } from '@inkflow/core';

/** The §8 code for an OAuth `error` value of the authorization response. */
export function outcomeOfAuthorizationError(error: string): string {
  switch (error) {
    case 'access_denied':
      return StringErrorCode.UserCancel;
    case 'login_required':
    case 'interaction_required':
    case 'consent_required':
      return StringErrorCode.Cancelled;
    case 'temporarily_unavailable':
    case 'server_error':
      return StringErrorCode.StartFailed;
    case 'certificate_error':
    case 'invalid_certificate':
      return StringErrorCode.CertificateError;
    case 'abort':
    case 'aborted':
      return StringErrorCode.EidSignicatOutcomeAbort;
    default:
      return StringErrorCode.EidClientError;
  }
}
