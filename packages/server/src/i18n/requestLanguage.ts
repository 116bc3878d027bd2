import { chooseLanguage, parseLanguage, readLanguageCookie } from '@inkflow/core';

/**
 * The language a signed-out request asks for (§1): the flow-preferred-language cookie (a choice
 * made in a picker), else the Accept-Language header's languages in order, else English. Chooses
 * texts only (the sign-up email's), never a link: links come from configuration.
 */
export function requestLanguage(headers: { cookie?: string | undefined; 'accept-language'?: string | undefined }): string {
  const browser = (headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter((tag) => tag && tag !== '*');
  return chooseLanguage({ cookie: parseLanguage(readLanguageCookie(headers.cookie)), browser });
}
