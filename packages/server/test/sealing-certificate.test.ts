/**
 * The seal certificate (issue #5): SEAL_P12 as a path or base64 with SEAL_P12_PASSWORD; a
 * generated self-signed certificate kept in DATA_DIR outside production; a clear refusal in
 * production without SEAL_P12. Plus the disk storage the sealed PDFs are written to.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSelfSignedP12 } from '../src/sealing/generateSelfSignedP12.js';
import { missingSealCertificate, sealCertificateProvider } from '../src/sealing/sealCertificateProvider.js';
import { createDiskStorage } from '../src/storage/createDiskStorage.js';

const dir = mkdtempSync(join(tmpdir(), 'inkflow-seal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The certificate's common name and key size inside a PKCS#12. */
function describeP12(p12: Buffer, password: string) {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), password);
  const bagType = forge.pki.oids.certBag!;
  const cert = parsed.getBags({ bagType })[bagType]![0]!.cert!;
  return { cn: cert.subject.getField('CN').value as string, bits: (cert.publicKey as forge.pki.rsa.PublicKey).n.bitLength() };
}

describe('seal certificate', () => {
  it('generates a self-signed RSA 2048 certificate', () => {
    const { p12, password } = generateSelfSignedP12();
    expect(describeP12(p12, password)).toEqual({ cn: 'Inkflow development seal', bits: 2048 });
  });

  it('refuses in production without SEAL_P12, with an instruction', async () => {
    await expect(sealCertificateProvider({ production: true })()).rejects.toThrow(missingSealCertificate);
    expect(missingSealCertificate).toContain('SEAL_P12_PASSWORD');
  });

  it('reads SEAL_P12 as a path or as base64, in production too', async () => {
    const configured = generateSelfSignedP12('Acme seal', 'secret');
    const path = join(dir, 'acme.p12');
    writeFileSync(path, configured.p12);
    const fromPath = await sealCertificateProvider({ production: true, p12: path, password: 'secret' })();
    expect(describeP12(fromPath.p12, fromPath.password).cn).toBe('Acme seal');
    const fromBase64 = await sealCertificateProvider({ production: true, p12: configured.p12.toString('base64'), password: 'secret' })();
    expect(fromBase64.p12.equals(configured.p12)).toBe(true);
    await expect(sealCertificateProvider({ production: true, p12: '/no/such/file.p12' })()).rejects.toThrow(/neither an existing file nor base64/);
  });

  it('keeps the generated development certificate in DATA_DIR across restarts', async () => {
    const first = await sealCertificateProvider({ production: false, dataDir: dir })();
    const second = await sealCertificateProvider({ production: false, dataDir: dir })();
    expect(second.p12.equals(first.p12)).toBe(true);
    expect(second.password).toBe(first.password);
  });
});

describe('disk storage', () => {
  it('writes, reads, replaces and deletes files under its directory, refusing escaping keys', async () => {
    const storage = createDiskStorage(join(dir, 'files'));
    await storage.put('sealed/1/sealed.pdf', Buffer.from('one'));
    await storage.put('sealed/1/sealed.pdf', Buffer.from('two'));
    expect((await storage.get('sealed/1/sealed.pdf'))?.toString()).toBe('two');
    expect(await storage.get('sealed/2/sealed.pdf')).toBeUndefined();
    await storage.delete('sealed/1/sealed.pdf');
    expect(await storage.get('sealed/1/sealed.pdf')).toBeUndefined();
    await expect(storage.put('../outside', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});
