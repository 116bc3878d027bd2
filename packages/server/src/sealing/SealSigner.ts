/**
 * The seal's CMS signature (ETSI.CAdES.detached) for @signpdf's SignPdf: a detached SignedData
 * over the PDF's signed byte ranges with the seal certificate of the PKCS#12 (SHA-256 with RSA;
 * signed attributes content type, signing time and message digest, in the order EU validators
 * expect), and — when a time-stamping authority is configured — the signature timestamp as the
 * unsigned attribute id-aa-signatureTimeStampToken (RFC 3161 Appendix A, PAdES B-T).
 *
 * @signpdf/signer-p12 cannot add unsigned attributes, and node-forge's own writer of them is
 * broken, so the token is added to the SignerInfo's ASN.1 after forge has signed.
 */
import { Signer, SignPdfError } from '@signpdf/signpdf';
import forge from 'node-forge';
import type { SealP12 } from './generateSelfSignedP12.js';
import { requestTimestampToken } from './requestTimestampToken.js';

const { asn1 } = forge;
type Asn1 = forge.asn1.Asn1;

// id-aa-signatureTimeStampToken (RFC 3161 Appendix A).
const signatureTimeStampToken = '1.2.840.113549.1.9.16.2.14';

const children = (node: Asn1 | undefined): Asn1[] => (node && Array.isArray(node.value) ? node.value : []);

/** The seal key and the certificate that matches it, from the PKCS#12; all its certificates go into the CMS. */
function openP12(seal: SealP12): { key: forge.pki.rsa.PrivateKey; certificate: forge.pki.Certificate; chain: forge.pki.Certificate[] } {
  const p12 = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(seal.p12.toString('binary')), false, seal.password);
  const certBag = forge.pki.oids.certBag!;
  const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag!;
  const chain = (p12.getBags({ bagType: certBag })[certBag] ?? []).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const key = p12.getBags({ bagType: keyBag })[keyBag]?.[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new SignPdfError('The seal PKCS#12 holds no private key.', SignPdfError.TYPE_INPUT);
  const certificate = chain.find((cert) => {
    const pub = cert.publicKey as forge.pki.rsa.PublicKey;
    return pub.n.compareTo(key.n) === 0 && pub.e.compareTo(key.e) === 0;
  });
  if (!certificate) throw new SignPdfError('Failed to find a certificate that matches the private key.', SignPdfError.TYPE_INPUT);
  return { key, certificate, chain };
}

/** Signs with the seal PKCS#12; timestamps the signature at `tsaUrl` when given. */
export class SealSigner extends Signer {
  constructor(
    private readonly seal: SealP12,
    private readonly tsaUrl?: string,
  ) {
    super();
  }

  /**
   * The DER CMS over `pdfBuffer` (the bytes of the signed ranges). Rejects when the PKCS#12 or
   * its password is wrong (forge's error or SignPdfError), or with TimestampError when a TSA is
   * configured and gives no usable token: a seal without the configured timestamp is refused.
   */
  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const { key, certificate, chain } = openP12(this.seal);
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString('binary'));
    for (const cert of chain) p7.addCertificate(cert);
    p7.addSigner({
      key,
      certificate,
      digestAlgorithm: forge.pki.oids.sha256!,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data! },
        // forge's types say string, its code takes the Date (and encodes UTCTime/GeneralizedTime).
        { type: forge.pki.oids.signingTime!, value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest! },
      ],
    });
    p7.sign({ detached: true });
    const contentInfo = p7.toAsn1();
    if (this.tsaUrl) {
      // ContentInfo → [0] → SignedData, whose last element is the SET of SignerInfos.
      const signerInfo = children(children(children(children(contentInfo)[1])[0]).at(-1))[0]!;
      const signature = children(signerInfo).findLast((node) => node.tagClass === asn1.Class.UNIVERSAL && node.type === asn1.Type.OCTETSTRING)!;
      const token = await requestTimestampToken(this.tsaUrl, Buffer.from(signature.value as string, 'binary'));
      const attribute = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(signatureTimeStampToken).getBytes()),
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, [token]),
      ]);
      // unsignedAttrs [1] IMPLICIT SET OF Attribute, the SignerInfo's last field (RFC 5652 §5.3).
      (signerInfo.value as Asn1[]).push(asn1.create(asn1.Class.CONTEXT_SPECIFIC, 1, true, [attribute]));
    }
    return Buffer.from(asn1.toDer(contentInfo).getBytes(), 'binary');
  }
}
