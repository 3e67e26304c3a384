import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import pino from 'pino';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASS_TYPES } from '#domain/cards/index.ts';
import { createTestApp } from '../../test/setup/test-app.ts';
import { DEMO_DEVICES } from './demo/demo-business.ts';
import { DEMO_EMAIL, seedDemo } from './seed-demo.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let log = '';
const logger = pino({ level: 'info' }, { write: (line: string) => void (log += line) });
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

let seconds = 0;
let credentials: Awaited<ReturnType<typeof seedDemo>> = null;
beforeAll(async () => {
  t = await createTestApp();
  const started = Date.now();
  credentials = await seedDemo(t.container, logger);
  seconds = (Date.now() - started) / 1000;
});

describe('the demo business', () => {
  it('is seeded in a few seconds and prints its password', () => {
    expect(seconds).toBeLessThan(15);
    expect(log).toMatch(/Log in with demo@passdeck\.app \/ demo-\S+ /);
    // The same password for the start-up banner (src/server/demo-banner.ts).
    expect(credentials?.email).toBe('demo@passdeck.app');
    expect(log).toContain(`Log in with demo@passdeck.app / ${credentials?.password} `);
  });

  it('has a published card of every kind, each with its own brand and pictures', async () => {
    const cards = await rows<{ pass_type: string; content: any; is_published: boolean }>(
      sql`select pass_type, content, is_published from cards`,
    );
    expect(new Set(cards.map((c) => c.pass_type))).toEqual(new Set(PASS_TYPES));
    expect(cards.every((c) => c.is_published)).toBe(true);
    expect(new Set(cards.map((c) => c.content.info.companyName)).size).toBeGreaterThanOrEqual(7);
    expect(new Set(cards.map((c) => c.content.design.image.bgColor)).size).toBe(cards.length);
    const stampIcons = cards
      .filter((c) => c.pass_type === 'stamp_card' || c.pass_type === 'loyalty')
      .map((c) => c.content.design.stampIcon);
    expect(new Set(stampIcons).size).toBe(stampIcons.length);
    expect(stampIcons.length).toBeGreaterThanOrEqual(3);

    // Every logo and strip is a stored upload that the server serves as a real PNG.
    for (const card of cards) {
      for (const url of [card.content.design.image.logo, card.content.design.image.bgImage]) {
        expect(url).toMatch(/^\/api\/uploads\/[\w-]+\.png$/);
        const served = await t.app.request(url);
        expect(served.status).toBe(200);
        const bytes = new Uint8Array(await served.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe('png');
        expect(meta.width).toBeGreaterThanOrEqual(360);
        // A picture, not a flat colour.
        const stats = await sharp(bytes).stats();
        expect(stats.channels.slice(0, 3).some((c) => c.stdev > 10)).toBe(true);
      }
    }
    // The point card earns by a points rule of the business.
    const [rule] = await rows<{ id: string }>(sql`select id from accrual_configs`);
    expect(cards.find((c) => c.pass_type === 'point_card')!.content.accrualConfigId).toBe(rule!.id);
    const [uploads] = await rows<{ n: number }>(sql`select count(*)::int as n from uploads`);
    expect(uploads!.n).toBe(cards.length * 2 + 1);
  });

  it('has a few hundred customers over 30 days, most of them in a wallet', async () => {
    const [stats] = await rows<{
      n: number;
      days: number;
      first: string;
      named: number;
      installed: number;
      apple: number;
      registered: number;
    }>(sql`
      select count(*)::int as n, count(distinct date_trunc('day', created_at))::int as days,
        min(created_at) as first, count(*) filter (where name <> '')::int as named,
        count(installed_at)::int as installed, sum(apple_devices)::int as apple,
        (select count(*)::int from apple_registrations) as registered
      from pass_holders`);
    expect(stats!.n).toBeGreaterThan(250);
    expect(stats!.n).toBeLessThan(500);
    expect(stats!.days).toBeGreaterThanOrEqual(28);
    expect(Date.now() - new Date(stats!.first).getTime()).toBeGreaterThan(28 * 86_400_000);
    expect(stats!.named / stats!.n).toBeGreaterThan(0.9);
    expect(stats!.installed / stats!.n).toBeGreaterThan(0.75);
    expect(stats!.apple).toBe(stats!.registered);
    const [emails] = await rows<{ distinct_names: number }>(
      sql`select count(distinct name)::int as distinct_names from pass_holders`,
    );
    expect(emails!.distinct_names).toBeGreaterThan(150);
  });

  it('keeps every balance equal to its ledger, with after-values that follow each other', async () => {
    const mismatched = await rows(sql`
      select h.id from pass_holders h
      left join (select holder_id, sum(stamps_delta)::int as s, sum(points_delta)::int as p,
          count(*) filter (where action = 'redeem_reward')::int as r, max(created_at) as last
        from holder_ledger group by holder_id) l on l.holder_id = h.id
      where h.stamps <> coalesce(l.s, 0) or h.points <> coalesce(l.p, 0)
        or h.rewards_redeemed <> coalesce(l.r, 0) or h.last_activity_at is distinct from l.last`);
    expect(mismatched).toEqual([]);
    const broken = await rows(sql`
      select id from (
        select id, stamps_after, points_after, stamps_delta, points_delta,
          lag(stamps_after, 1, 0) over w as prev_stamps, lag(points_after, 1, 0) over w as prev_points
        from holder_ledger window w as (partition by holder_id order by id)) x
      where stamps_after <> prev_stamps + stamps_delta or points_after <> prev_points + points_delta`);
    expect(broken).toEqual([]);
    const [latest] = await rows<{ ok: boolean }>(sql`
      select bool_and(h.stamps = l.stamps_after and h.points = l.points_after
        and h.rewards_redeemed = l.rewards_redeemed_after
        and h.redeemed_at is not distinct from l.redeemed_at_after) as ok
      from pass_holders h join lateral (select * from holder_ledger where holder_id = h.id
        order by id desc limit 1) l on true`);
    expect(latest!.ok).toBe(true);
  });

  it('has scans by named devices, rewards, coupons and messages, and a dashboard to show them', async () => {
    const actions = await rows<{ action: string; n: number }>(
      sql`select action, count(*)::int as n from holder_ledger group by action`,
    );
    const count = Object.fromEntries(actions.map((a) => [a.action, a.n]));
    expect(count.add_stamp).toBeGreaterThan(200);
    expect(count.purchase).toBeGreaterThan(50);
    expect(count.redeem_reward).toBeGreaterThan(10);
    expect(count.redeem_coupon).toBeGreaterThan(5);
    const devices = await rows<{ device_name: string; scans: number }>(sql`
      select d.device_name, count(l.id)::int as scans from scanner_devices d
      join holder_ledger l on l.actor_id = d.id::text group by d.device_name order by 1`);
    expect(devices.map((d) => d.device_name).sort()).toEqual([...DEMO_DEVICES].sort());
    expect(devices.every((d) => d.scans > 50)).toBe(true);
    const [messages] = await rows<{ n: number; reached: number }>(sql`
      select count(*)::int as n, min(recipients)::int as reached from card_messages`);
    expect(messages!.n).toBeGreaterThanOrEqual(2);
    expect(messages!.reached).toBeGreaterThan(5);

    const login = await t.call('POST', '/api/auth/login', {
      email: DEMO_EMAIL,
      password: /demo@passdeck\.app \/ (demo-\S+) /.exec(log)![1],
    });
    const auth = { authorization: `Bearer ${login.json.data.access_token}` };
    const dashboard = await t.call('GET', '/api/dashboard/stats?range=30d', undefined, auth);
    expect(dashboard.status, dashboard.text).toBe(200);
    const { totals, buckets, activePasses } = dashboard.json.data;
    for (const key of [
      'installs',
      'scans',
      'stampsGiven',
      'pointsGiven',
      'rewardsRedeemed',
      'couponsRedeemed',
    ])
      expect(totals[key].value, key).toBeGreaterThan(0);
    expect(totals.messagesSent.value).toBe(messages!.n);
    expect(activePasses).toBeGreaterThan(150);
    // Every day of the month had customers joining and scans (today's may not have opened yet).
    const busyDays = buckets.filter(
      (b: { installs: number; scans: number }) => b.installs > 0 && b.scans > 0,
    );
    expect(busyDays.length).toBeGreaterThanOrEqual(29);
  });

  it("gives a customer's Apple pass the card's logo and a strip with their stamps", async () => {
    const [holder] = await rows<{ card_id: string; authentication_token: string; stamps: number }>(sql`
      select h.card_id, h.authentication_token, h.stamps from pass_holders h join cards c on c.id = h.card_id
      where c.pass_type = 'stamp_card' and h.stamps > 0 order by h.stamps asc limit 1`);
    const res = await t.app.request(
      `/api/pass/apple/${holder!.card_id}?token=${encodeURIComponent(holder!.authentication_token)}`,
    );
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['logo.png', 'logo@2x.png', 'strip.png']));
    const logo = await sharp(files['logo@2x.png']!).stats();
    expect(logo.channels.slice(0, 3).some((c) => c.stdev > 10)).toBe(true);
    const pass = JSON.parse(new TextDecoder().decode(files['pass.json']));
    // The fewest stamps: below any card's goal, so the pass counts them as "n of max" (a holder past
    // the goal reads "1 of 10 · 1 reward ready", and the random demo data may have one).
    expect(JSON.stringify(pass.storeCard)).toContain(`${holder!.stamps} of`);
  });

  it('runs once: a second start adds nothing', async () => {
    const count = async () =>
      (
        await rows<{ n: number }>(sql`
        select (select count(*) from users) + (select count(*) from cards) + (select count(*) from uploads)
          + (select count(*) from pass_holders) + (select count(*) from holder_ledger)
          + (select count(*) from card_messages) + (select count(*) from scanner_devices)
          + (select count(*) from accrual_configs) as n`)
      )[0]!.n;
    const before = await count();
    log = '';
    expect(await seedDemo(t.container, logger)).toBeNull();
    expect(await count()).toBe(before);
    expect(log).not.toContain('Demo account created');
  });
});
