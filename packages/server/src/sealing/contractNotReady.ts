/** The §8 4998 error of sealing: the agreement has not concluded, so there is no signed PDF. */
import { ApiErrorCode } from '@inkflow/core';
import { ApiHttpError } from '../http/ApiHttpError.js';

/** 409 with 4998 "The contract is not ready" (§8). */
export const contractNotReady = () => new ApiHttpError(409, ApiErrorCode.NotReady, 'The contract is not ready');
