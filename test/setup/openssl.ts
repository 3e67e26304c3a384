import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
})();

/** `openssl cms -verify` of a detached signature against a root certificate: the independent check of our CMS. */
export const opensslVerifiesDetached = (
  content: Uint8Array | string,
  signature: Uint8Array,
  rootPem: string,
): boolean => {
  const dir = mkdtempSync(join(tmpdir(), 'passdeck-cms-'));
  writeFileSync(join(dir, 'content'), content);
  writeFileSync(join(dir, 'signature'), signature);
  writeFileSync(join(dir, 'root.pem'), rootPem);
  try {
    execFileSync(
      'openssl',
      [
        'cms',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        join(dir, 'signature'),
        '-content',
        join(dir, 'content'),
        '-CAfile',
        join(dir, 'root.pem'),
        '-purpose',
        'any',
        '-out',
        '/dev/null',
      ],
      { stdio: 'pipe' },
    );
    return true;
  } catch {
    return false;
  }
};
