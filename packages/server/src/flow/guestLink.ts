/** The guest link an invitation or reminder carries (§7 publish): the app's guest route with the token. */

/** `{origin}/documents/{agreementId}/at/{guestToken}`; the token appears only in the message sent. */
export function guestLink(origin: string, agreementId: number, guestToken: string): string {
  return `${origin}/documents/${agreementId}/at/${guestToken}`;
}
