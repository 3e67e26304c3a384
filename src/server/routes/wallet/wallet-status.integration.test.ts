import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp, issuePass, signUpWithDemoCard } from '../../../../test/setup/test-app.ts';

const passJsonOf = async (res: Response) =>
  JSON.parse(
    new TextDecoder().decode(unzipSync(new Uint8Array(await res.arrayBuffer()))['pass.json']),
  ) as Record<string, unknown>;

describe('wallet status and the update address', () => {
  it('issues passes without an update service, and says so, while PUBLIC_URL is http', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    const { auth, card } = await signUpWithDemoCard(t, 'http-owner@example.com');
    expect((await t.call('GET', '/api/wallet/status')).status).toBe(401);
    const status = await t.call('GET', '/api/wallet/status', undefined, auth);
    expect(status.status).toBe(200);
    expect(status.json.data).toEqual({
      publicUrl: 'http://localhost:3000',
      apple: { signing: 'development', updates: false, updateProblem: 'not_https', pushes: false },
      google: { signing: 'development', updates: false },
    });
    const pass = await passJsonOf(
      await t.app.request(`/api/pass/apple/${card._id}?token=${await issuePass(t, card._id)}`),
    );
    expect(pass).not.toHaveProperty('webServiceURL');
    expect(pass).not.toHaveProperty('authenticationToken');
  });

  it('issues passes with their update service at a public https address', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://passes.example.com' });
    const { auth, card } = await signUpWithDemoCard(t, 'https-owner@example.com');
    const status = await t.call('GET', '/api/wallet/status', undefined, auth);
    expect(status.json.data.apple).toMatchObject({ updates: true, updateProblem: null });
    const pass = await passJsonOf(
      await t.app.request(`/api/pass/apple/${card._id}?token=${await issuePass(t, card._id)}`),
    );
    expect(pass.webServiceURL).toBe('https://passes.example.com/api/wallet/apple');
  });

  it('serves initial logos for cards without a logo, drawn on request', async () => {
    const t = await createTestApp();
    const res = await t.app.request('/api/uploads/initial-43-7b61ff.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
    const image = sharp(new Uint8Array(await res.arrayBuffer()));
    expect(await image.metadata()).toMatchObject({ width: 660, height: 660, format: 'png' });
    // The corner is the card's colour.
    const { data } = await image
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x7b, 0x61, 0xff]);
    for (const name of ['initial-0a-7b61ff.png', 'initial-43-7b61ff.jpg', 'initial-43-zzzzzz.png'])
      expect((await t.app.request(`/api/uploads/${name}`)).status, name).toBe(404);
  });
});
