import { balanceChangeColumns } from '#adapters/persistence/scan-ledger.repository.ts';
import { loyaltyKindOf, type CardContent } from '#domain/cards/index.ts';
import {
  applyScanAction,
  ledgerPurchaseOf,
  rewardsAvailable,
  type HolderBalance,
  type LedgerPurchase,
  type ScanActionId,
} from '#domain/scanner/index.ts';
import type { AccrualConfig } from '#domain/loyalty/index.ts';
import type { IdGenerator } from '#domain/shared/index.ts';
import { newPassHolder, type PassHolder } from '#domain/wallet/index.ts';
import { demoPerson, type SeededRandom } from './demo-people.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How many days of history the demo has, and roughly how many customers join in them. */
export const DEMO_HISTORY = Object.freeze({ days: 30, customers: 340 });

export interface DemoCard {
  readonly id: string;
  readonly businessId: string;
  readonly content: CardContent;
  /** Relative share of the customers. */
  readonly share: number;
  /** The points rule its purchases earn by. */
  readonly accrual: AccrualConfig | null;
}

/** A holder as it is stored, with the wallet columns a real install sets. */
export type DemoHolder = PassHolder & { appleDevices: number; lastActivityAt: Date | null };

/** A ledger row with the columns the scan ledger writes. */
export interface DemoLedgerRow {
  readonly businessId: string;
  readonly holderId: string;
  readonly cardId: string;
  readonly actorType: 'device' | 'user';
  readonly actorId: string;
  readonly action: ScanActionId;
  readonly stampsDelta: number;
  readonly pointsDelta: number;
  readonly stampsAfter: number;
  readonly pointsAfter: number;
  readonly rewardsRedeemedAfter: number;
  readonly redeemedAtAfter: Date | null;
  readonly purchase: LedgerPurchase | null;
  readonly notes: string;
  readonly idempotencyKey: null;
  readonly createdAt: Date;
}

export interface DemoMessage {
  readonly id: string;
  readonly businessId: string;
  readonly cardId: string;
  readonly text: string;
  readonly audience: null;
  readonly recipients: number;
  readonly delivered: number;
  readonly createdAt: Date;
  readonly finishedAt: Date;
}

export interface DemoHistory {
  readonly holders: DemoHolder[];
  readonly registrations: {
    deviceLibraryId: string;
    serialNumber: string;
    pushToken: string;
    createdAt: Date;
  }[];
  readonly ledger: DemoLedgerRow[];
  readonly messages: DemoMessage[];
}

// Busier towards the weekend (Monday first), and a café's day: a breakfast and a lunch peak.
const WEEKDAY_WEIGHT = [0.75, 0.8, 0.9, 0.95, 1.25, 1.6, 1.15];
const HOUR_WEIGHT: Record<number, number> = {
  7: 3,
  8: 6,
  9: 5,
  10: 3,
  11: 4,
  12: 6,
  13: 5,
  14: 3,
  15: 3,
  16: 4,
  17: 4,
  18: 3,
  19: 2,
};
const HOURS = Object.keys(HOUR_WEIGHT).map(Number);

const weighted = <T>(random: SeededRandom, items: readonly T[], weight: (item: T) => number): T => {
  let roll = random.next() * items.reduce((sum, item) => sum + weight(item), 0);
  return items.find((item) => (roll -= weight(item)) < 0) ?? items[items.length - 1]!;
};

/** A moment in opening hours on the day that starts at `dayStart`. */
const openingTime = (random: SeededRandom, dayStart: number) =>
  dayStart + weighted(random, HOURS, (h) => HOUR_WEIGHT[h]!) * 60 * MINUTE + random.int(0, 59) * MINUTE;

const MESSAGES: readonly { card: number; daysAgo: number; hour: number; text: string }[] = [
  { card: 0, daysAgo: 12, hour: 9, text: 'Our autumn blend is here: double stamps on every cup this week.' },
  {
    card: 3,
    daysAgo: 5,
    hour: 16,
    text: 'Double points on every pizza on Tuesdays this month. Buon appetito!',
  },
  { card: 4, daysAgo: 2, hour: 7, text: 'New Sunday Yin class at 18:00. Bring a friend for free.' },
];

/**
 * Thirty days of a lively business, deterministic for a seed: customers join with a weekly
 * rhythm and growing, most add the pass to a wallet, and come back at their own pace to collect
 * stamps or points given by the scanner devices (now and then by the owner in the dashboard),
 * take rewards and redeem coupons. Every counter change goes through the domain's scan rules, so
 * each balance is exactly its ledger. Ids and secrets come from `ids`, never from the seed: a
 * demo pass must be as unguessable as any other.
 */
export const planDemoHistory = (input: {
  readonly cards: readonly DemoCard[];
  readonly devices: readonly string[];
  readonly ownerId: string;
  readonly now: Date;
  readonly ids: IdGenerator;
  readonly random: SeededRandom;
}): DemoHistory => {
  const { cards, devices, ownerId, ids, random } = input;
  const now = input.now.getTime();
  const today = Math.floor(now / DAY) * DAY;
  const holders: DemoHolder[] = [];
  const registrations: DemoHistory['registrations'] = [];
  const ledger: DemoLedgerRow[] = [];

  const days = Array.from({ length: DEMO_HISTORY.days }, (_, i) => today - (DEMO_HISTORY.days - 1 - i) * DAY);
  const growth = (i: number) => 0.6 + (0.8 * i) / (DEMO_HISTORY.days - 1);
  const dayWeights = days.map((day, i) => WEEKDAY_WEIGHT[(new Date(day).getUTCDay() + 6) % 7]! * growth(i));
  const totalWeight = dayWeights.reduce((a, b) => a + b, 0);

  days.forEach((dayStart, i) => {
    const count = Math.round(
      (DEMO_HISTORY.customers * dayWeights[i]!) / totalWeight + random.next() * 3 - 1.5,
    );
    for (let n = 0; n < count; n++) {
      const joined = openingTime(random, dayStart);
      if (joined > now - 10 * MINUTE) continue;
      const card = weighted(random, cards, (c) => c.share);
      holders.push(joinAndVisit(card, joined));
    }
  });

  function joinAndVisit(card: DemoCard, joined: number): DemoHolder {
    const person = demoPerson(random);
    const anonymous = card.content.passType === 'flyer' && random.chance(0.3);
    const answers = card.content.dataCollection.fields.flatMap((f) =>
      f.type === 'select' && random.chance(0.85) ? [[f.key, random.pick(f.options)] as const] : [],
    );
    const base = newPassHolder(ids, card, new Date(joined), {
      ...(anonymous ? {} : person),
      data: Object.fromEntries(answers),
      dataCollectedAt: card.content.dataCollection.enabled ? new Date(joined) : null,
    });
    const installedAt = random.chance(0.88) ? Math.min(joined + random.int(1, 8) * MINUTE, now) : null;
    const wallet =
      installedAt === null
        ? 'none'
        : weighted(random, ['apple', 'google', 'removed'], (w) =>
            w === 'apple' ? 58 : w === 'google' ? 32 : 10,
          );
    if (wallet === 'apple')
      registrations.push({
        deviceLibraryId: ids.secret().slice(0, 32),
        serialNumber: base.serialNumber,
        pushToken: ids.secret(),
        createdAt: new Date(installedAt!),
      });
    const visits = visitTimes(joined);
    let balance: HolderBalance = { stamps: 0, points: 0, rewardsRedeemed: 0, redeemedAt: null };
    let last: number | null = null;
    const act = (at: number, actionId: ScanActionId, value?: number) => {
      const amount = `${random.int(7, 42)}.${random.pick(['00', '20', '50', '90'])}`;
      const request = { actionId, value, amount };
      const decided = applyScanAction(card.content, balance, request, {
        now: new Date(at),
        accrual: card.accrual,
      });
      if (!decided.ok) return;
      const next = decided.value;
      const byOwner = random.chance(0.07);
      ledger.push({
        businessId: card.businessId,
        holderId: base.id,
        cardId: card.id,
        actorType: byOwner ? 'user' : 'device',
        actorId: byOwner ? ownerId : weighted(random, devices, (d) => (d === devices[0] ? 7 : 3)),
        action: actionId,
        ...balanceChangeColumns(balance, next),
        purchase: ledgerPurchaseOf(request, card.accrual),
        notes: '',
        idempotencyKey: null,
        createdAt: new Date(at),
      });
      balance = next;
      last = at;
    };
    const kind = loyaltyKindOf(card.content.passType, card.content.loyaltyCardType);
    // A reward left for later is taken at the next visit: full cards do not pile up.
    let waiting = false;
    for (const at of visits) {
      if (kind === 'stamp') act(at, 'add_stamp', random.chance(0.1) ? 2 : 1);
      else if (kind === 'point') act(at, random.chance(0.8) ? 'purchase' : 'add_points', random.int(5, 25));
      else if (kind === 'level') act(at, random.chance(0.12) ? 'add_points' : 'purchase', 50);
      const ready = kind !== null && rewardsAvailable(card.content, balance) > 0;
      if (ready && (waiting || random.chance(0.7))) act(at + random.int(1, 3) * MINUTE, 'redeem_reward');
      waiting = kind !== null && rewardsAvailable(card.content, balance) > 0;
    }
    // Half the coupons are used: many on the spot, where the customer joined, the rest on a
    // later visit. Spot redemptions keep the story's count steady whatever the day the demo starts.
    if (card.content.passType === 'coupon' && random.chance(0.5)) {
      const at = random.chance(0.4)
        ? joined + random.int(2, 20) * MINUTE
        : openingTime(random, Math.floor(joined / DAY) * DAY + random.int(1, 12) * DAY);
      if (at < now - 5 * MINUTE) act(at, 'redeem_coupon');
    }
    return {
      ...base,
      ...balance,
      googleState: wallet === 'google' ? 'saved' : wallet === 'removed' ? 'removed' : 'none',
      installedAt: installedAt === null ? null : new Date(installedAt),
      appleDevices: wallet === 'apple' ? 1 : 0,
      lastActivityAt: last === null ? null : new Date(last),
      updatedAt: new Date(Math.max(joined, last ?? joined)),
    };
  }

  /** The customer's visits: a first scan when joining at the counter, then at their own pace. */
  function visitTimes(joined: number): number[] {
    const pace = weighted(random, ['regular', 'weekly', 'rare'], (p) =>
      p === 'regular' ? 22 : p === 'weekly' ? 48 : 30,
    );
    const times = random.chance(0.8) ? [joined + random.int(1, 4) * MINUTE] : [];
    let day = Math.floor(joined / DAY) * DAY;
    for (;;) {
      day +=
        (pace === 'regular' ? random.int(1, 3) : pace === 'weekly' ? random.int(4, 8) : random.int(8, 25)) *
        DAY;
      const at = openingTime(random, day);
      if (at > now - 5 * MINUTE) return times;
      times.push(at);
    }
  }

  const messages = MESSAGES.flatMap(({ card: index, daysAgo, hour, text }) => {
    const card = cards[index];
    if (!card) return [];
    const at = today - daysAgo * DAY + hour * 60 * MINUTE + random.int(0, 45) * MINUTE;
    const reached = holders.filter((h) => h.cardId === card.id && h.createdAt.getTime() <= at);
    for (const holder of reached) Object.assign(holder, { message: text, messageAt: new Date(at) });
    return [
      {
        id: ids.id(),
        businessId: card.businessId,
        cardId: card.id,
        text,
        audience: null,
        recipients: reached.length,
        delivered: reached.length,
        createdAt: new Date(at),
        finishedAt: new Date(at + MINUTE),
      },
    ];
  });

  ledger.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { holders, registrations, ledger, messages };
};
