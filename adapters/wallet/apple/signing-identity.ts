import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SigningIdentity } from './cms-signer.adapter.ts';
import {
  generateDevelopmentChain,
  loadPrivateKey,
  parseCertificate,
  subjectValue,
  SUBJECT_OIDS,
} from './dev-certificates.ts';

export interface AppleSigningConfig {
  readonly passTypeId: string;
  readonly teamId: string;
  /** PEM text or a path to a PEM file. */
  readonly certificate?: string | undefined;
  readonly key?: string | undefined;
  readonly keyPassphrase?: string | undefined;
  readonly wwdr?: string | undefined;
  /** Where the development chain is kept when no certificate is configured. */
  readonly developmentDir: string;
}

const pemOf = (value: string) =>
  value.trimStart().startsWith('-----BEGIN') ? value : readFileSync(value, 'utf8');

/** The Pass Type ID certificate (with WWDR) and key as TLS client credentials for APNs. */
export interface AppleTlsIdentity {
  readonly cert: string;
  readonly key: string;
  readonly passphrase: string | undefined;
}

/** Refuses a certificate that has expired or does not match the configured identifiers (wallet §1.10). */
export const checkSignerCertificate = (pem: string, passTypeId: string, teamId: string, now: Date): void => {
  const certificate = parseCertificate(pem);
  const uid = subjectValue(certificate, SUBJECT_OIDS.userId);
  const ou = subjectValue(certificate, SUBJECT_OIDS.organizationalUnit);
  const notAfter = certificate.notAfter.value;
  const problems = [
    notAfter <= now ? `it expired on ${notAfter.toISOString()}` : null,
    uid !== passTypeId ? `its UID is "${uid ?? ''}" but APPLE_PASS_TYPE_ID is "${passTypeId}"` : null,
    ou !== teamId ? `its OU is "${ou ?? ''}" but APPLE_TEAM_ID is "${teamId}"` : null,
  ].filter(Boolean);
  if (problems.length)
    throw new Error(`The Apple pass certificate cannot sign passes: ${problems.join('; ')}.`);
};

/**
 * The identity that signs passes: the configured Pass Type ID certificate, or a development
 * chain generated once into DATA_DIR (valid signatures, but iPhones only install passes signed
 * with Apple's chain).
 */
export const loadAppleSigningIdentity = async (
  config: AppleSigningConfig,
  now: Date,
): Promise<{ identity: SigningIdentity; tls: AppleTlsIdentity; isDevelopment: boolean }> => {
  if (config.certificate || config.key || config.wwdr) {
    if (!config.certificate || !config.key || !config.wwdr)
      throw new Error('Set APPLE_CERT, APPLE_KEY and APPLE_WWDR together (PEM text or file paths).');
    const certificate = pemOf(config.certificate);
    checkSignerCertificate(certificate, config.passTypeId, config.teamId, now);
    const wwdr = pemOf(config.wwdr);
    const key = pemOf(config.key);
    return {
      identity: {
        signer: parseCertificate(certificate),
        intermediate: parseCertificate(wwdr),
        key: loadPrivateKey(key, config.keyPassphrase),
      },
      tls: { cert: `${certificate.trim()}\n${wwdr.trim()}\n`, key, passphrase: config.keyPassphrase },
      isDevelopment: false,
    };
  }
  const files = {
    signer: join(config.developmentDir, 'signer.pem'),
    key: join(config.developmentDir, 'signer.key.pem'),
    wwdr: join(config.developmentDir, 'wwdr.pem'),
    root: join(config.developmentDir, 'root.pem'),
  };
  if (!existsSync(files.signer) || !existsSync(files.key) || !existsSync(files.wwdr)) {
    mkdirSync(config.developmentDir, { recursive: true });
    const chain = await generateDevelopmentChain(config.passTypeId, config.teamId);
    writeFileSync(files.root, chain.rootPem);
    writeFileSync(files.wwdr, chain.wwdrPem);
    writeFileSync(files.signer, chain.signerPem);
    writeFileSync(files.key, chain.signerKeyPem, { mode: 0o600 });
  }
  const signerPem = readFileSync(files.signer, 'utf8');
  checkSignerCertificate(signerPem, config.passTypeId, config.teamId, now);
  const wwdrPem = readFileSync(files.wwdr, 'utf8');
  const keyPem = readFileSync(files.key, 'utf8');
  return {
    identity: {
      signer: parseCertificate(signerPem),
      intermediate: parseCertificate(wwdrPem),
      key: loadPrivateKey(keyPem),
    },
    tls: { cert: `${signerPem.trim()}\n${wwdrPem.trim()}\n`, key: keyPem, passphrase: undefined },
    isDevelopment: true,
  };
};
