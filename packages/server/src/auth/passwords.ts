/**
 * Password hashing with argon2id (DESIGN.md "HTTP API"), through @node-rs/argon2.
 */
import { hash, verify } from '@node-rs/argon2';

// `algorithm: 2` is Algorithm.Argon2id (an ambient const enum, unusable under isolatedModules);
// memory and time costs are OWASP's argon2id baseline (19 MiB, 2 passes).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password into a PHC string (`$argon2id$…`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verified against when the email is unknown, so a wrong email costs the same time as a wrong
// password and response times do not reveal which accounts exist.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; with no hash, spends the same effort and returns false. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('inkflow-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
