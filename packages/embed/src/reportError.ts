import type { i18n as I18n } from 'i18next';
import { describeError, type DescribedError } from '@inkflow/ui';
import type { ParentChannel } from './connectToParent.js';

/**
 * Maps a failed call to what the embed shows (describeError of @inkflow/ui) and tells the host
 * through the `error` event: the §8 code (or HTTP status) and the message text in the current
 * language (empty for an unknown code, §8 "Unknown codes show nothing"). Returns the description
 * for the ErrorScreen.
 */
export function reportError(error: unknown, channel: ParentChannel | null, i18n: I18n): DescribedError {
  const described = describeError(error);
  channel?.post('error', { code: described.code, message: described.messageKey ? i18n.t(described.messageKey, { ns: 'common' }) : '' });
  return described;
}
