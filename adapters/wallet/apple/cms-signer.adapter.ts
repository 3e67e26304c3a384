import { createHash, sign, type KeyObject } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  sha1: '1.3.14.3.2.26',
  rsaEncryption: '1.2.840.113549.1.1.1',
} as const;

export interface SigningIdentity {
  readonly signer: pkijs.Certificate;
  readonly intermediate: pkijs.Certificate;
  readonly key: KeyObject;
}

/** The DER pieces of a signature that depend only on the identity, encoded once. */
interface Template {
  readonly version: Uint8Array;
  readonly digestAlgorithms: Uint8Array;
  readonly encapContentInfo: Uint8Array;
  readonly certificates: Uint8Array;
  readonly signerId: Uint8Array;
  readonly digestAlgorithm: Uint8Array;
  readonly signatureAlgorithm: Uint8Array;
  readonly contentTypeAttribute: Uint8Array;
  readonly signedDataOid: Uint8Array;
  readonly signingTimeOid: Uint8Array;
  readonly messageDigestOid: Uint8Array;
}

const der = (schema: { toBER(sizeOnly?: boolean): ArrayBuffer }) => new Uint8Array(schema.toBER(false));

/** One DER tag-length-value; definite lengths only, as DER requires. */
const tlv = (tag: number, ...parts: readonly Uint8Array[]): Uint8Array => {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const lengthBytes: number[] = [];
  if (length < 0x80) lengthBytes.push(length);
  else {
    for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) lengthBytes.unshift(rest % 256);
    lengthBytes.unshift(0x80 | lengthBytes.length);
  }
  return Buffer.concat([Uint8Array.of(tag, ...lengthBytes), ...parts]);
};

const TAG = { integer: 0x02, octetString: 0x04, utcTime: 0x17, sequence: 0x30, set: 0x31 } as const;
const CONTEXT_0 = 0xa0;

const templates = new WeakMap<SigningIdentity, Template>();

const templateOf = (identity: SigningIdentity): Template => {
  const cached = templates.get(identity);
  if (cached) return cached;
  const algorithm = (algorithmId: string, params?: asn1js.Null) =>
    der(
      new pkijs.AlgorithmIdentifier({
        algorithmId,
        ...(params ? { algorithmParams: params } : {}),
      }).toSchema(),
    );
  const template: Template = {
    version: der(new asn1js.Integer({ value: 1 })),
    digestAlgorithms: tlv(TAG.set, algorithm(OID.sha1)),
    encapContentInfo: der(new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }).toSchema()),
    certificates: tlv(CONTEXT_0, der(identity.signer.toSchema()), der(identity.intermediate.toSchema())),
    signerId: der(
      new pkijs.IssuerAndSerialNumber({
        issuer: identity.signer.issuer,
        serialNumber: identity.signer.serialNumber,
      }).toSchema(),
    ),
    digestAlgorithm: algorithm(OID.sha1),
    signatureAlgorithm: algorithm(OID.rsaEncryption, new asn1js.Null()),
    contentTypeAttribute: der(
      new pkijs.Attribute({
        type: OID.contentType,
        values: [new asn1js.ObjectIdentifier({ value: OID.data })],
      }).toSchema(),
    ),
    signedDataOid: der(new asn1js.ObjectIdentifier({ value: OID.signedData })),
    signingTimeOid: der(new asn1js.ObjectIdentifier({ value: OID.signingTime })),
    messageDigestOid: der(new asn1js.ObjectIdentifier({ value: OID.messageDigest })),
  };
  templates.set(identity, template);
  return template;
};

/** UTCTime as DER wants it: YYMMDDHHMMSSZ (RFC 5280 §4.1.2.5.1, years 1950–2049). */
const utcTime = (date: Date) => {
  const two = (n: number) => String(n).padStart(2, '0');
  const text =
    two(date.getUTCFullYear() % 100) +
    two(date.getUTCMonth() + 1) +
    two(date.getUTCDate()) +
    two(date.getUTCHours()) +
    two(date.getUTCMinutes()) +
    two(date.getUTCSeconds()) +
    'Z';
  return tlv(TAG.utcTime, new TextEncoder().encode(text));
};

/**
 * A detached CMS SignedData over manifest.json, as Wallet expects it (wallet §1.10):
 * SHA-1 digest, IssuerAndSerialNumber signer id, signed attributes in a fixed order
 * (contentType, signingTime, messageDigest), signer and WWDR certificates, no root.
 *
 * Written by hand because the maintained pkpass libraries either sign with node-forge
 * (≈ 40 ms per pass, blocking) or are AGPL. The parts that depend only on the identity are
 * encoded once with pkijs; per pass only the three attributes, the RSA signature
 * (`node:crypto`, ≈ 0.3 ms) and the enclosing lengths are written — re-encoding both
 * certificates with pkijs on every pass cost ≈ 1.2 ms.
 */
export const signManifest = (
  manifest: Uint8Array,
  identity: SigningIdentity,
  signingTime: Date,
): Uint8Array => {
  const t = templateOf(identity);
  const digest = createHash('sha1').update(manifest).digest();
  const attributes = [
    t.contentTypeAttribute,
    tlv(TAG.sequence, t.signingTimeOid, tlv(TAG.set, utcTime(signingTime))),
    tlv(TAG.sequence, t.messageDigestOid, tlv(TAG.set, tlv(TAG.octetString, digest))),
  ];
  // RFC 5652 §5.4: the signature covers the attributes DER-encoded as an explicit SET;
  // the SignerInfo carries the same bytes under the implicit [0] tag.
  const signature = sign('sha1', tlv(TAG.set, ...attributes), identity.key);
  const signerInfo = tlv(
    TAG.sequence,
    t.version,
    t.signerId,
    t.digestAlgorithm,
    tlv(CONTEXT_0, ...attributes),
    t.signatureAlgorithm,
    tlv(TAG.octetString, signature),
  );
  const signedData = tlv(
    TAG.sequence,
    t.version,
    t.digestAlgorithms,
    t.encapContentInfo,
    t.certificates,
    tlv(TAG.set, signerInfo),
  );
  return tlv(TAG.sequence, t.signedDataOid, tlv(CONTEXT_0, signedData));
};
