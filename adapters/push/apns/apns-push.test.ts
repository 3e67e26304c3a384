import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentJobError } from '#domain/shared/index.ts';
import { startApnsPeer } from '../../../test/peers/apns-peer.ts';
import { generateDevelopmentChain, type DevelopmentChain } from '../../wallet/apple/dev-certificates.ts';
import { createApnsPushSender } from './apns-push.adapter.ts';

let chain: DevelopmentChain;
let peer: Awaited<ReturnType<typeof startApnsPeer>>;
let sender: ReturnType<typeof createApnsPushSender>;
beforeAll(async () => {
  chain = await generateDevelopmentChain('pass.app.passdeck.dev', 'PASSDECK01');
  peer = await startApnsPeer([chain.rootPem, chain.wwdrPem]);
  sender = createApnsPushSender({
    baseUrl: peer.url,
    cert: `${chain.signerPem}\n${chain.wwdrPem}`,
    key: chain.signerKeyPem,
    ca: peer.ca,
    topic: 'pass.app.passdeck.dev',
  });
}, 30_000);
afterAll(async () => {
  sender.close();
  await peer.close();
});

describe('APNs over HTTP/2', () => {
  it('posts an empty payload to /3/device/<token> with the pass type as topic, using the Pass Type ID certificate', async () => {
    expect(await sender.push('a1b2c3')).toBe('sent');
    expect(peer.pushes.at(-1)).toMatchObject({
      method: 'POST',
      path: '/3/device/a1b2c3',
      topic: 'pass.app.passdeck.dev',
      pushType: 'background',
      body: '{}',
      clientUid: 'pass.app.passdeck.dev',
    });
  });

  it('multiplexes many pushes on one session, and reconnects after GOAWAY', async () => {
    peer.pushes.length = 0;
    const tokens = Array.from({ length: 50 }, (_, i) => `many-${i}`);
    expect(await Promise.all(tokens.map((t) => sender.push(t)))).toEqual(tokens.map(() => 'sent'));
    expect(new Set(peer.pushes.map((p) => p.session)).size).toBe(1);
    const before = peer.pushes[0]!.session;
    peer.goAway();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await sender.push('after-goaway')).toBe('sent');
    expect(peer.pushes.at(-1)!.session).not.toBe(before);
  });

  it('reports 410 as unregistered, retries 429/5xx, and gives up on a refused request', async () => {
    peer.script('gone', { status: 410, reason: 'Unregistered' });
    peer.script('busy', { status: 429, reason: 'TooManyRequests' });
    peer.script('down', { status: 503, reason: 'ServiceUnavailable' });
    peer.script('bad', { status: 403, reason: 'BadCertificate' });
    expect(await sender.push('gone')).toBe('unregistered');
    await expect(sender.push('busy')).rejects.toThrow(/429 \(TooManyRequests\)/);
    await expect(sender.push('busy')).resolves.toBe('sent');
    const down = await sender.push('down').catch((e: unknown) => e);
    expect(down).toBeInstanceOf(Error);
    expect(down).not.toBeInstanceOf(PermanentJobError);
    await expect(sender.push('bad')).rejects.toBeInstanceOf(PermanentJobError);
  });

  it('is refused by APNs without the client certificate', async () => {
    const anonymous = createApnsPushSender({
      baseUrl: peer.url,
      cert: '',
      key: '',
      ca: peer.ca,
      topic: 'pass.app.passdeck.dev',
    });
    await expect(anonymous.push('x')).rejects.toThrow();
    anonymous.close();
  });
});
