import { ApiError } from '@inkflow/core';
import { useCallback } from 'react';
import { useErrorText } from '../errors/useErrorText.js';

/**
 * The message of a failed account call (spec §8): the catalogue text of its `api_error_code`
 * (1000 "Invalid email/password, Please try again", 1008, 1011, 1012, 2001...), the server's
 * own message for a 429 rate limit, else as useErrorText.
 */
export function useSignedOutErrorText(): (error: unknown) => string {
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => (error instanceof ApiError && error.status === 429 && error.message ? error.message : errorText(error)),
    [errorText],
  );
}
