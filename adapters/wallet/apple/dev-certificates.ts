import { webcrypto, createPrivateKey, randomBytes, type KeyObject } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const OID = {
  commonName: '2.5.4.3',
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  userId: '0.9.2342.19200300.100.1.1',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  extKeyUsage: '2.5.29.37',
  passTypeIdUsage: '1.2.840.113635.100.4.14',
  clientAuth: '1.3.6.1.5.5.7.3.2',
} as const;

pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as Crypto }));

const RSA = {
  name: 'RSASSA-PKCS1-v1_5',
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: 'SHA-256',
} as const;

type Name = readonly (readonly [oid: string, value: string])[];

const setName = (target: pkijs.RelativeDistinguishedNames, name: Name) => {
  for (const [type, value] of name) {
    target.typesAndValues.push(
      new pkijs.AttributeTypeAndValue({ type, value: new asn1js.Utf8String({ value }) }),
    );
  }
};

const extension = (extnID: string, critical: boolean, value: asn1js.BaseBlock) =>
  new pkijs.Extension({ extnID, critical, extnValue: value.toBER(false) });

interface Issued {
  readonly certificate: pkijs.Certificate;
  readonly keys: CryptoKeyPair;
}

const issue = async (
  subject: Name,
  issuer: Issued | null,
  isCa: boolean,
  extra: pkijs.Extension[] = [],
): Promise<Issued> => {
  const keys = (await webcrypto.subtle.generateKey(RSA, true, ['sign', 'verify'])) as CryptoKeyPair;
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = new asn1js.Integer({
    valueHex: new Uint8Array([0x01, ...randomBytes(15)]).buffer,
  });
  setName(certificate.subject, subject);
  if (issuer) certificate.issuer = issuer.certificate.subject;
  else setName(certificate.issuer, subject);
  const now = Date.now();
  certificate.notBefore.value = new Date(now - 60_000);
  certificate.notAfter.value = new Date(now + (isCa ? 10 : 2) * 365 * 86_400_000);
  const basic = new pkijs.BasicConstraints({ cA: isCa });
  certificate.extensions = [extension(OID.basicConstraints, true, basic.toSchema()), ...extra];
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey);
  await certificate.sign((issuer ?? { keys }).keys.privateKey, 'SHA-256');
  return { certificate, keys };
};

const toPem = (label: string, der: ArrayBuffer) =>
  `-----BEGIN ${label}-----\n${Buffer.from(der)
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .replace(/\n$/, '')}\n-----END ${label}-----\n`;

/** A development signing chain shaped like Apple's: root → WWDR-like intermediate → Pass Type ID signer. */
export interface DevelopmentChain {
  readonly rootPem: string;
  readonly wwdrPem: string;
  readonly signerPem: string;
  readonly signerKeyPem: string;
}

/**
 * Generates the chain used when no real Pass Type ID certificate is configured. Passes signed
 * with it are valid CMS signatures but an iPhone will not install them (Apple's root is not ours).
 */
export const generateDevelopmentChain = async (
  passTypeId: string,
  teamId: string,
): Promise<DevelopmentChain> => {
  const root = await issue(
    [
      [OID.country, 'US'],
      [OID.organization, 'Passdeck Development'],
      [OID.commonName, 'Passdeck Development Root CA'],
    ],
    null,
    true,
  );
  const wwdr = await issue(
    [
      [OID.country, 'US'],
      [OID.organization, 'Passdeck Development'],
      [OID.organizationalUnit, 'G4'],
      [OID.commonName, 'Passdeck Development WWDR Intermediate'],
    ],
    root,
    true,
  );
  // Like Apple's Pass Type ID certificates: pass signing, and TLS client auth for APNs.
  const usage = new asn1js.Sequence({
    value: [OID.passTypeIdUsage, OID.clientAuth].map((value) => new asn1js.ObjectIdentifier({ value })),
  });
  const signer = await issue(
    [
      [OID.userId, passTypeId],
      [OID.commonName, `Pass Type ID: ${passTypeId}`],
      [OID.organizationalUnit, teamId],
      [OID.organization, 'Passdeck Development'],
      [OID.country, 'US'],
    ],
    wwdr,
    false,
    [extension(OID.extKeyUsage, false, usage)],
  );
  const pkcs8 = await webcrypto.subtle.exportKey('pkcs8', signer.keys.privateKey);
  return {
    rootPem: toPem('CERTIFICATE', root.certificate.toSchema(true).toBER(false)),
    wwdrPem: toPem('CERTIFICATE', wwdr.certificate.toSchema(true).toBER(false)),
    signerPem: toPem('CERTIFICATE', signer.certificate.toSchema(true).toBER(false)),
    signerKeyPem: toPem('PRIVATE KEY', pkcs8),
  };
};

/** Parses a PEM (or DER) certificate. */
export const parseCertificate = (pemOrDer: string | Uint8Array): pkijs.Certificate => {
  const der =
    typeof pemOrDer === 'string'
      ? Buffer.from(pemOrDer.replace(/-----[^-]+-----|\s/g, ''), 'base64')
      : Buffer.from(pemOrDer);
  return pkijs.Certificate.fromBER(der);
};

/** The value of a subject attribute (e.g. UID or OU) of a certificate. */
export const subjectValue = (certificate: pkijs.Certificate, oid: string): string | null => {
  const entry = certificate.subject.typesAndValues.find((t) => t.type === oid);
  return entry ? String((entry.value as { valueBlock: { value: string } }).valueBlock.value) : null;
};

export const SUBJECT_OIDS = { userId: OID.userId, organizationalUnit: OID.organizationalUnit } as const;

/** Loads a PEM private key once (re-decrypting per pass would cost ~26 ms each). */
export const loadPrivateKey = (pem: string, passphrase?: string): KeyObject =>
  createPrivateKey(passphrase ? { key: pem, passphrase } : pem);
