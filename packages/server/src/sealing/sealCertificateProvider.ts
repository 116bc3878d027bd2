/**
 * Where the seal certificate comes from (issue #5 "Sealing"):
 * - `SEAL_P12` (a path to a .p12/.pfx file, or the file itself in base64) with `SEAL_P12_PASSWORD`;
 * - else, outside production, a self-signed certificate generated on first use and kept in
 *   `<dataDir>/seal/development-seal.p12` (so restarts keep sealing with the same certificate),
 *   or only in memory when there is no data directory (tests, IN_MEMORY=1);
 * - in production without `SEAL_P12`, sealing refuses with a clear error: a generated
 *   certificate would make every contract sealed by an identity nobody can check.
 *
 * The certificate is read lazily and once, so a server without sealing work never touches it.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateSelfSignedP12, type SealP12 } from './generateSelfSignedP12.js';

/** Seal certificate settings (the SEAL_P12 and SEAL_P12_PASSWORD variables, DATA_DIR). */
export interface SealCertificateOptions {
  /** Path to a PKCS#12 file, or its base64 content. */
  p12?: string | undefined;
  password?: string | undefined;
  production: boolean;
  /** Where a generated development certificate is kept; memory only when omitted. */
  dataDir?: string | undefined;
}

/** Returns the seal PKCS#12 (the same promise every call). Rejects: see the module note. */
export type SealCertificateProvider = () => Promise<SealP12>;

/** Thrown when production has no SEAL_P12 (the message is the operator's instruction). */
export const missingSealCertificate = 'Sealing refused: SEAL_P12 is not set. In production set SEAL_P12 (path to a .p12 file or its base64) and SEAL_P12_PASSWORD.';

async function readConfigured(p12: string, password: string): Promise<SealP12> {
  if (existsSync(p12)) return { p12: await readFile(p12), password };
  const bytes = Buffer.from(p12.replace(/\s+/g, ''), 'base64');
  // A PKCS#12 file is a DER SEQUENCE; anything else is most likely a mistyped path.
  if (bytes.length < 100 || bytes[0] !== 0x30) throw new Error('SEAL_P12 is neither an existing file nor base64 of a PKCS#12 file');
  return { p12: bytes, password };
}

async function developmentCertificate(dataDir: string | undefined): Promise<SealP12> {
  if (!dataDir) return generateSelfSignedP12();
  const dir = join(dataDir, 'seal');
  const file = join(dir, 'development-seal.p12');
  const passwordFile = join(dir, 'development-seal.password');
  if (existsSync(file) && existsSync(passwordFile)) {
    return { p12: await readFile(file), password: (await readFile(passwordFile, 'utf8')).trim() };
  }
  const generated = generateSelfSignedP12();
  await mkdir(dir, { recursive: true });
  await writeFile(passwordFile, generated.password, { mode: 0o600 });
  await writeFile(file, generated.p12, { mode: 0o600 });
  return generated;
}

/** A lazy, memoised seal certificate provider for `options`. A failed load is retried on the next call. */
export function sealCertificateProvider(options: SealCertificateOptions): SealCertificateProvider {
  let pending: Promise<SealP12> | undefined;
  return () => {
    pending ??= (async () => {
      if (options.p12) return readConfigured(options.p12, options.password ?? '');
      if (options.production) throw new Error(missingSealCertificate);
      return developmentCertificate(options.dataDir);
    })().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
