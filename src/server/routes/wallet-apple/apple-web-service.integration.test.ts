import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  downloadNewApplePass,
  settlePassVersions,
  signUpWithDemoCard,
} from '../../../../test/setup/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let pass: { serialNumber: string; authenticationToken: string; passTypeIdentifier: string };

beforeAll(async () => {
  t = await createTestApp();
  const { card } = await signUpWithDemoCard(t, 'device@example.com');
  const pkpass = new Uint8Array(await (await downloadNewApplePass(t, card._id)).arrayBuffer());
  pass = JSON.parse(new TextDecoder().decode(unzipSync(pkpass)['pass.json']));
});

const base = '/api/wallet/apple/v1';
const device = 'device-lib-0001';

describe('Apple Wallet web service protocol', () => {
  it('registers, lists, serves, answers 304, unregisters and logs with the protocol status codes', async () => {
    const registration = `${base}/devices/${device}/registrations/${pass.passTypeIdentifier}/${pass.serialNumber}`;
    const apple = { authorization: `ApplePass ${pass.authenticationToken}` };
    expect(
      (
        await t.call(
          'POST',
          registration,
          { pushToken: 'push-1' },
          { authorization: 'ApplePass wrong-token-1234567890' },
        )
      ).status,
    ).toBe(401);
    expect((await t.call('POST', registration, { pushToken: 'push-1' }, apple)).status).toBe(201);
    expect((await t.call('POST', registration, { pushToken: 'push-2' }, apple)).status).toBe(200);

    await settlePassVersions(t);
    const list = await t.call('GET', `${base}/devices/${device}/registrations/${pass.passTypeIdentifier}`);
    expect(list.status).toBe(200);
    expect(list.json.serialNumbers).toEqual([pass.serialNumber]);
    expect(
      (
        await t.call(
          'GET',
          `${base}/devices/${device}/registrations/${pass.passTypeIdentifier}?passesUpdatedSince=${list.json.lastUpdated}`,
        )
      ).status,
    ).toBe(204);

    const latest = await t.app.request(`${base}/passes/${pass.passTypeIdentifier}/${pass.serialNumber}`, {
      headers: apple,
    });
    expect(latest.status).toBe(200);
    expect(latest.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    const etag = latest.headers.get('etag') ?? '';
    const lastModified = latest.headers.get('last-modified') ?? '';
    expect(etag).toMatch(/^"\d+"$/);
    const fetchWith = (headers: Record<string, string>) =>
      t.app.request(`${base}/passes/${pass.passTypeIdentifier}/${pass.serialNumber}`, {
        headers: { ...apple, ...headers },
      });
    const unchanged = await fetchWith({ 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect((await fetchWith({ 'if-none-match': '"1"' })).status).toBe(200);
    // The pass's last change is settled: its Last-Modified names the second after it, and a
    // device sending it back is told nothing changed (a fresh change's second is not trusted,
    // see the sub-second changes test).
    expect((await fetchWith({ 'if-modified-since': lastModified })).status).toBe(304);
    expect(
      (await fetchWith({ 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() }))
        .status,
    ).toBe(200);
    expect(
      (await fetchWith({ 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() })).status,
    ).toBe(304);
    expect(
      (await t.app.request(`${base}/passes/${pass.passTypeIdentifier}/${pass.serialNumber}`)).status,
    ).toBe(401);

    expect(
      (await t.call('DELETE', registration, undefined, { authorization: 'ApplePass nope' })).status,
    ).toBe(401);
    expect((await t.call('DELETE', registration, undefined, apple)).status).toBe(200);
    expect(
      (await t.call('GET', `${base}/devices/${device}/registrations/${pass.passTypeIdentifier}`)).status,
    ).toBe(204);
    expect((await t.call('POST', `${base}/log`, { logs: ['Pass update failed'] })).status).toBe(200);
  });

  it('takes device logs from one client up to its limit, then 429 with Retry-After (no credentials to check)', async () => {
    const flood = { logs: Array.from({ length: 100 }, () => 'x'.repeat(2000)) };
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof t.call>> | undefined;
    for (let i = 0; i < 25; i++) {
      const answer = await t.call('POST', `${base}/log`, flood);
      statuses.push(answer.status);
      if (answer.status === 429) refused ??= answer;
    }
    // The protocol test above has sent one already, from the same client.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(19);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 404 for a pass type that is not ours, on every web service call', async () => {
    const foreign = 'pass.com.somebody.else';
    const apple = { authorization: `ApplePass ${pass.authenticationToken}` };
    const registration = `${base}/devices/${device}/registrations/${foreign}/${pass.serialNumber}`;
    expect((await t.call('POST', registration, { pushToken: 'push-1' }, apple)).status).toBe(404);
    expect((await t.call('DELETE', registration, undefined, apple)).status).toBe(404);
    expect((await t.call('GET', `${base}/devices/${device}/registrations/${foreign}`)).status).toBe(404);
    expect(
      (await t.app.request(`${base}/passes/${foreign}/${pass.serialNumber}`, { headers: apple })).status,
    ).toBe(404);
  });
});
