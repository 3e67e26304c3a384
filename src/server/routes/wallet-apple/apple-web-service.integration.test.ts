import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithDemoCard } from '../../../../test/setup/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let pass: { serialNumber: string; authenticationToken: string; passTypeIdentifier: string };

beforeAll(async () => {
  t = await createTestApp();
  const { card } = await signUpWithDemoCard(t, 'device@example.com');
  const pkpass = new Uint8Array(await (await t.app.request(`/api/pass/apple/${card._id}`)).arrayBuffer());
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
    const lastModified = latest.headers.get('last-modified') ?? '';
    expect(
      (
        await t.app.request(`${base}/passes/${pass.passTypeIdentifier}/${pass.serialNumber}`, {
          headers: { ...apple, 'if-modified-since': lastModified },
        })
      ).status,
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
});
