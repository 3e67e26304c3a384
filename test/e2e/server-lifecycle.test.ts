import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from './harness.ts';

describe('server process', () => {
  it('starts on an empty DATA_DIR, seeds the demo account, serves the SPA and exits cleanly on SIGTERM', async () => {
    const started = Date.now();
    const server = await startServer({ SEED_DEMO: 'true', LOG_LEVEL: 'info' });
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(existsSync(join(server.dataDir, 'pglite'))).toBe(true);
    expect(server.output()).toMatch(/Demo account created\. Log in with demo@passdeck\.app \/ demo-\S+/);
    expect(server.output()).toContain('Passdeck is ready at http://localhost:');

    const password = /demo@passdeck\.app \/ (demo-\S+) /.exec(server.output())?.[1];
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@passdeck.app', password }),
    });
    expect(login.status).toBe(200);

    const spa = await fetch(`${server.url}/cards`);
    expect(spa.status).toBe(200);
    const html = await spa.text();
    expect(html).toContain('<div id="root">');
    // The built scripts point to no source map, and the maps next to them are not served.
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    expect(await (await fetch(`${server.url}${script}`)).text()).not.toContain('sourceMappingURL');
    expect(existsSync(join(import.meta.dirname, '../../dist', `${script}.map`))).toBe(true);
    expect((await fetch(`${server.url}${script}.map`)).status).toBe(404);

    const code = await server.stop();
    expect(code).toBe(0);
    expect(server.output()).toContain('shutting down: draining open requests');
  });

  it('refuses a bad configuration with one readable line per problem', () => {
    const result = spawnSync(process.execPath, ['src/server/main.ts'], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://nope', LOG_LEVEL: 'loud' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toMatch(/^ {2}PORT: must be a whole number/m);
    expect(result.stderr).toMatch(/^ {2}DATABASE_URL: must be a postgres/m);
    expect(result.stderr).toMatch(/^ {2}LOG_LEVEL: must be one of/m);
  });

  it('refuses a second server on the same DATA_DIR with a clear message, and keeps the first serving (issue 22)', async () => {
    const first = await startServer({ SEED_DEMO: 'false' });
    const second = spawnSync(process.execPath, ['src/server/main.ts'], {
      env: { ...process.env, PORT: '0', SEED_DEMO: 'false', DATA_DIR: first.dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('is in use by another Passdeck server');
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(await first.stop()).toBe(0);
  });
});
