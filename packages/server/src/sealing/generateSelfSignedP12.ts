/**
 * A self-signed seal certificate for development and tests (DESIGN.md "Signing": "a self-signed
 * one is generated on first start in development"). pdfsig reports its signatures as valid but
 * the certificate as untrusted, which is exactly the truth.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/** A PKCS#12 file and its password. */
export interface SealP12 {
  p12: Buffer;
  password: string;
}

/**
 * Generates an RSA 2048 key (node:crypto, native and fast; forge's pure-JS generation takes
 * seconds) and a 10-year self-signed X.509 certificate for `commonName`, as a PKCS#12 file.
 */
export function generateSelfSignedP12(commonName = 'Inkflow development seal', password = randomBytes(18).toString('base64url')): SealP12 {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  // A positive serial: the first hex digit is kept below 8 so DER does not read it as negative.
  cert.serialNumber = `0${randomBytes(15).toString('hex')}`;
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600 * 1000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Inkflow' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des', friendlyName: commonName });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), password };
}
