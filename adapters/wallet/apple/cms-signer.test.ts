import { execFileSync } from 'node:child_process';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasOpenssl, opensslVerifiesDetached } from '../../../test/setup/openssl.ts';
import { signManifest } from './cms-signer.adapter.ts';
import {
  generateDevelopmentChain,
  loadPrivateKey,
  parseCertificate,
  subjectValue,
  SUBJECT_OIDS,
  type DevelopmentChain,
} from './dev-certificates.ts';

let chain: DevelopmentChain;
beforeAll(async () => {
  chain = await generateDevelopmentChain('pass.app.passdeck.dev', 'PASSDECK01');
}, 30_000);

describe('development chain', () => {
  it('has a signer whose subject carries UID = pass type id and OU = team id, like Apple', async () => {
    const signer = parseCertificate(chain.signerPem);
    expect(subjectValue(signer, SUBJECT_OIDS.userId)).toBe('pass.app.passdeck.dev');
    expect(subjectValue(signer, SUBJECT_OIDS.organizationalUnit)).toBe('PASSDECK01');
    expect(await signer.verify(parseCertificate(chain.wwdrPem))).toBe(true);
    expect(await parseCertificate(chain.wwdrPem).verify(parseCertificate(chain.rootPem))).toBe(true);
  });
});

describe('CMS manifest signature (checked by pkijs, pure Node)', () => {
  it('verifies the signer chain to the root, and a tampered manifest is rejected', async () => {
    const identity = {
      signer: parseCertificate(chain.signerPem),
      intermediate: parseCertificate(chain.wwdrPem),
      key: loadPrivateKey(chain.signerKeyPem),
    };
    const manifest = new TextEncoder().encode(JSON.stringify({ 'pass.json': 'ab'.repeat(20) }));
    const signingTime = new Date('2026-11-22T10:11:12Z');
    const der = signManifest(manifest, identity, signingTime);
    const contentInfo = new pkijs.ContentInfo({ schema: asn1js.fromBER(der).result });
    const signedData = new pkijs.SignedData({ schema: contentInfo.content });
    const verify = (data: Uint8Array) =>
      signedData.verify({
        signer: 0,
        data: data.slice().buffer,
        trustedCerts: [parseCertificate(chain.rootPem)],
        checkChain: true,
      });
    expect(await verify(manifest)).toBe(true);
    const tampered = manifest.slice();
    tampered[5] = tampered[5]! ^ 1;
    await expect(verify(tampered)).rejects.toBeDefined();
    const attributes = signedData.signerInfos[0]!.signedAttrs!.attributes;
    expect(attributes.map((a) => a.type)).toEqual([
      '1.2.840.113549.1.9.3',
      '1.2.840.113549.1.9.5',
      '1.2.840.113549.1.9.4',
    ]);
    const time = attributes[1]!.values[0] as asn1js.UTCTime;
    expect(time.toDate().toISOString()).toBe('2026-11-22T10:11:12.000Z');
    expect(signedData.certificates).toHaveLength(2);
  });
});

describe.runIf(hasOpenssl)('CMS manifest signature (checked by OpenSSL)', () => {
  const verify = (manifest: string, signature: Uint8Array) =>
    opensslVerifiesDetached(manifest, signature, chain.rootPem);

  it('verifies against the chain, and a tampered manifest is rejected', () => {
    const manifest = JSON.stringify({ 'pass.json': 'da39a3ee5e6b4b0d3255bfef95601890afd80709' });
    const identity = {
      signer: parseCertificate(chain.signerPem),
      intermediate: parseCertificate(chain.wwdrPem),
      key: loadPrivateKey(chain.signerKeyPem),
    };
    const signature = signManifest(new TextEncoder().encode(manifest), identity, new Date());
    expect(verify(manifest, signature)).toBe(true);
    expect(verify(manifest.replace('da39', 'da40'), signature)).toBe(false);
    const printed = execFileSync('openssl', ['cms', '-cmsout', '-print', '-inform', 'DER'], {
      input: Buffer.from(signature),
    }).toString();
    expect(printed).toContain('sha1');
    expect(printed).toContain('signingTime');
    expect(printed.match(/cert_info:/g)).toHaveLength(2);
  });
});
