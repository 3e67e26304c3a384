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

/**
 * A detached CMS SignedData over manifest.json, as Wallet expects it (research §1.10):
 * SHA-1 digest, IssuerAndSerialNumber signer id, signed attributes in a fixed order
 * (contentType, signingTime, messageDigest), signer and WWDR certificates, no root.
 * Written by hand on pkijs because the maintained pkpass libraries either sign with
 * node-forge (≈ 40 ms per pass, blocking) or are AGPL; `node:crypto` signs in ≈ 0.4 ms.
 */
export const signManifest = (
  manifest: Uint8Array,
  identity: SigningIdentity,
  signingTime: Date,
): Uint8Array => {
  const digest = createHash('sha1').update(manifest).digest();
  const attributes = [
    new pkijs.Attribute({
      type: OID.contentType,
      values: [new asn1js.ObjectIdentifier({ value: OID.data })],
    }),
    new pkijs.Attribute({ type: OID.signingTime, values: [new asn1js.UTCTime({ valueDate: signingTime })] }),
    new pkijs.Attribute({
      type: OID.messageDigest,
      values: [new asn1js.OctetString({ valueHex: new Uint8Array(digest).buffer })],
    }),
  ];
  // RFC 5652 §5.4: the signature covers the attributes DER-encoded as an explicit SET.
  const signedBytes = new asn1js.Set({ value: attributes.map((a) => a.toSchema()) }).toBER(false);
  const signature = sign('sha1', Buffer.from(signedBytes), identity.key);
  const signerInfo = new pkijs.SignerInfo({
    version: 1,
    sid: new pkijs.IssuerAndSerialNumber({
      issuer: identity.signer.issuer,
      serialNumber: identity.signer.serialNumber,
    }),
    digestAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha1 }),
    signedAttrs: new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes }),
    signatureAlgorithm: new pkijs.AlgorithmIdentifier({
      algorithmId: OID.rsaEncryption,
      algorithmParams: new asn1js.Null(),
    }),
    signature: new asn1js.OctetString({ valueHex: new Uint8Array(signature).buffer }),
  });
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    digestAlgorithms: [new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha1 })],
    certificates: [identity.signer, identity.intermediate],
    signerInfos: [signerInfo],
  });
  const contentInfo = new pkijs.ContentInfo({
    contentType: OID.signedData,
    content: signedData.toSchema(true),
  });
  return new Uint8Array(contentInfo.toSchema().toBER(false));
};
