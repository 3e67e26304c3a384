import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './api.ts';
import { mountSpa } from './static-spa.ts';

const page = (name: string) =>
  `<!doctype html>\n<html lang="en">\n  <head><title>${name}</title></head>\n  <body></body>\n</html>\n`;

let app: Hono<AppEnv>;
beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'passdeck-spa-'));
  for (const name of ['index', 'landing', 'get-pass']) writeFileSync(join(dir, `${name}.html`), page(name));
  app = new Hono<AppEnv>();
  mountSpa(app, dir);
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(path, { headers });
  return { res, html: await res.text() };
};

describe('the served pages', () => {
  it('say the language the browser asks for before any script runs', async () => {
    const { res, html } = await get('/customers', { 'Accept-Language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(res.status).toBe(200);
    expect(html).toContain('<title>index</title>');
    expect(html).toContain('<html lang="de-AT">');
    expect(res.headers.get('Vary')).toContain('Accept-Language');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('follow the language the visitor chose in the app over the browser', async () => {
    const { html } = await get('/', { 'Accept-Language': 'de-DE', Cookie: 'i18next=pl' });
    expect(html).toContain('<title>landing</title>');
    expect(html).toContain('<html lang="pl">');
  });

  it('say English for a browser that asks for none of the site languages, or for nothing', async () => {
    expect((await get('/get-pass/abc', { 'Accept-Language': 'fr-FR' })).html).toContain('<html lang="en">');
    const { html } = await get('/get-pass/abc', { Cookie: 'i18next=klingon' });
    expect(html).toContain('<title>get-pass</title>');
    expect(html).toContain('<html lang="en">');
  });

  it('answer an address the app has no page for with its not-found page and a 404', async () => {
    const missing = await get('/privacy-policy');
    expect(missing.res.status).toBe(404);
    expect(missing.html).toContain('<title>index</title>');
    expect((await get('/Customers/')).res.status).toBe(200);
    expect((await get('/card/abc/test')).res.status).toBe(200);
    expect((await get('/get-pass/any/thing')).res.status).toBe(200);
    const shouted = await get('/GET-PASS/abc');
    expect(shouted.res.status).toBe(200);
    expect(shouted.html).toContain('<title>get-pass</title>');
  });

  it("serve the built pages only as pages, each in the visitor's language", async () => {
    const typed = await get('/landing.html', { 'Accept-Language': 'nl' });
    expect(typed.res.status).toBe(404);
    expect(typed.html).toContain('<html lang="nl">');
    expect(typed.html).toContain('<title>index</title>');
  });

  it("serve the app page at / in the visitor's language when there is no home page build", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'passdeck-spa-'));
    writeFileSync(join(dir, 'index.html'), page('index'));
    const bare = new Hono<AppEnv>();
    mountSpa(bare, dir);
    const res = await bare.request('/', { headers: { 'Accept-Language': 'uk' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="uk">');
    const unbuilt = new Hono<AppEnv>();
    mountSpa(unbuilt, mkdtempSync(join(tmpdir(), 'passdeck-spa-')));
    expect((await unbuilt.request('/')).status).toBe(503);
  });
});
