/**
 * Saves the new account's email and password in the browser's credential store (spec §7 "After
 * sign-up, the email and password are saved to the browser credential store when supported"),
 * through the Credential Management API's PasswordCredential. Resolves false where unsupported
 * or refused; never throws.
 */
export async function storeCredentials(email: string, password: string, name?: string): Promise<boolean> {
  const Credential = (globalThis as { PasswordCredential?: new (data: { id: string; password: string; name?: string }) => Credential }).PasswordCredential;
  if (!Credential || typeof navigator === 'undefined' || !navigator.credentials?.store) return false;
  try {
    await navigator.credentials.store(new Credential({ id: email, password, ...(name ? { name } : {}) }));
    return true;
  } catch {
    return false;
  }
}
