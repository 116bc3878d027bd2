/**
 * An RFC 3161 time-stamp client for the seal's signature timestamp (ETSI EN 319 122 "signature
 * time-stamp", PAdES B-T): the SHA-256 of the CMS signature value is sent to the time-stamping
 * authority (TSA_URL) as a TimeStampReq with a random nonce and certReq, by HTTP POST as
 * application/timestamp-query (RFC 3161 §3.4). The answer is accepted only when its status is
 * granted and its TSTInfo carries our imprint and our nonce; the TSA's own signature is left to
 * whoever verifies the PDF (they hold the trust anchors, we do not).
 */
import { createHash, randomBytes } from 'node:crypto';
import forge from 'node-forge';

const { asn1 } = forge;
type Asn1 = forge.asn1.Asn1;

// How long the TSA may take; sealing is refused (and recorded) past this.
const tsaTimeoutMs = 20_000;

/** Thrown when the TSA cannot give a usable token; the message says why (recorded as seal_failed). */
export class TimestampError extends Error {
  constructor(reason: string) {
    super(`Sealing refused: the time-stamping authority (TSA_URL) ${reason}`);
    this.name = 'TimestampError';
  }
}

const universal = (type: number, constructed: boolean, value: string | Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, type, constructed, value);
const children = (node: Asn1 | undefined): Asn1[] => (node && Array.isArray(node.value) ? node.value : []);
const bytesOf = (node: Asn1 | undefined): string => (node && typeof node.value === 'string' ? node.value : '');
const asInteger = (der: string) => BigInt(`0x${forge.util.bytesToHex(der) || '0'}`);

/** The DER TimeStampReq (RFC 3161 §2.4.1) for a SHA-256 `imprint` and `nonce` (positive, minimal). */
function timeStampReq(imprint: Buffer, nonce: Buffer): Buffer {
  const request = universal(asn1.Type.SEQUENCE, true, [
    universal(asn1.Type.INTEGER, false, asn1.integerToDer(1).getBytes()),
    universal(asn1.Type.SEQUENCE, true, [
      universal(asn1.Type.SEQUENCE, true, [universal(asn1.Type.OID, false, asn1.oidToDer(forge.pki.oids.sha256!).getBytes()), universal(asn1.Type.NULL, false, '')]),
      universal(asn1.Type.OCTETSTRING, false, imprint.toString('binary')),
    ]),
    universal(asn1.Type.INTEGER, false, nonce.toString('binary')),
    universal(asn1.Type.BOOLEAN, false, String.fromCharCode(0xff)),
  ]);
  return Buffer.from(asn1.toDer(request).getBytes(), 'binary');
}

/** The TSTInfo inside a TimeStampToken (ContentInfo → SignedData → encapContentInfo → [0] OCTET STRING). */
function tstInfoOf(token: Asn1): Asn1 {
  const signedData = children(children(token)[1])[0];
  const encapsulated = children(signedData)[2];
  const explicit = children(encapsulated)[1];
  const octets = children(explicit)[0];
  // A constructed (BER) OCTET STRING holds its bytes in pieces.
  const der = octets && Array.isArray(octets.value) ? octets.value.map(bytesOf).join('') : bytesOf(octets);
  return asn1.fromDer(der);
}

/**
 * Asks the TSA at `tsaUrl` for a timestamp token over `data` (the signature value). Resolves with
 * the TimeStampToken (a CMS ContentInfo) as ASN.1, ready to be the value of the
 * id-aa-signatureTimeStampToken attribute. Rejects with TimestampError when the TSA is
 * unreachable, answers an HTTP error or a rejection, or answers for another imprint or nonce.
 */
export async function requestTimestampToken(tsaUrl: string, data: Uint8Array): Promise<Asn1> {
  const imprint = createHash('sha256').update(data).digest();
  const nonce = randomBytes(8);
  // Positive and without a leading zero byte, so the INTEGER's DER is minimal.
  nonce[0] = (nonce[0]! & 0x7f) | 0x40;
  let answer: Buffer;
  try {
    const response = await fetch(tsaUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/timestamp-query', Accept: 'application/timestamp-reply' },
      body: new Uint8Array(timeStampReq(imprint, nonce)),
      signal: AbortSignal.timeout(tsaTimeoutMs),
    });
    if (!response.ok) throw new TimestampError(`answered HTTP ${response.status}`);
    answer = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    if (error instanceof TimestampError) throw error;
    throw new TimestampError(`could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }

  let token: Asn1 | undefined;
  let tstInfo: Asn1;
  try {
    const [statusInfo, tokenNode] = children(asn1.fromDer(answer.toString('binary')));
    const status = Number(asInteger(bytesOf(children(statusInfo)[0])));
    // 0 granted, 1 grantedWithMods (RFC 3161 §2.4.2); anything else is a rejection.
    if (status !== 0 && status !== 1) throw new TimestampError(`refused the request (PKIStatus ${status})`);
    token = tokenNode;
    if (!token) throw new TimestampError('answered without a token');
    tstInfo = tstInfoOf(token);
  } catch (error) {
    if (error instanceof TimestampError) throw error;
    throw new TimestampError('answered something that is not a time-stamp response');
  }
  const fields = children(tstInfo);
  const answeredImprint = bytesOf(children(fields[2])[1]);
  // After genTime (index 4): optional accuracy (SEQUENCE) and ordering (BOOLEAN), then the nonce.
  const answeredNonce = fields.slice(5).find((f) => f.tagClass === asn1.Class.UNIVERSAL && f.type === asn1.Type.INTEGER);
  if (answeredImprint !== imprint.toString('binary')) throw new TimestampError('answered a token for other data');
  if (!answeredNonce || asInteger(bytesOf(answeredNonce)) !== asInteger(nonce.toString('binary'))) throw new TimestampError('answered a token without our nonce');
  return token;
}
