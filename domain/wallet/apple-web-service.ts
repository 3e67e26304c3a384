import type { CardRepository } from '../cards/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { PassHolder } from './pass-holder.ts';

/** Device registrations of the Apple Wallet web service. */
export interface AppleRegistrationRepository {
  /** Records that a device holds a pass; false when it was already registered. */
  register(registration: {
    deviceLibraryId: string;
    serialNumber: string;
    pushToken: string;
    at: Date;
  }): Promise<boolean>;
  unregister(deviceLibraryId: string, serialNumber: string): Promise<boolean>;
  /** Serial numbers of the device's passes changed after `since` (all when null), with the newest change. */
  updatedSince(
    deviceLibraryId: string,
    since: Date | null,
  ): Promise<{ serialNumbers: string[]; lastUpdated: Date | null }>;
}

export interface HolderBySerial {
  findBySerial(serialNumber: string): Promise<PassHolder | null>;
}

/** Compares tokens in constant time (no early exit on the first different character). */
export const sameToken = (a: string, b: string): boolean => {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
};

/** Reads `Authorization: ApplePass <token>`. */
export const applePassToken = (header: string | null | undefined): string | null =>
  /^ApplePass\s+(\S+)$/.exec(header ?? '')?.[1] ?? null;

export interface AppleWebServiceDeps {
  readonly registrations: AppleRegistrationRepository;
  readonly holders: HolderBySerial;
  readonly cards: CardRepository;
  readonly clock: Clock;
}

/**
 * The Apple Wallet web service (research §2.1): a device registers and unregisters for a pass,
 * asks which of its passes changed, and downloads the latest version. Every pass call is
 * authorised by the pass's own authenticationToken.
 */
export const appleWebService = ({ registrations, holders, cards, clock }: AppleWebServiceDeps) => {
  const authorised = async (serialNumber: string, token: string | null) => {
    const holder = await holders.findBySerial(serialNumber);
    return holder && token && sameToken(holder.authenticationToken, token) ? holder : null;
  };
  return {
    async register(
      deviceLibraryId: string,
      serialNumber: string,
      token: string | null,
      pushToken: string,
    ): Promise<'created' | 'exists' | 'unauthorized'> {
      if (!(await authorised(serialNumber, token))) return 'unauthorized';
      return (await registrations.register({ deviceLibraryId, serialNumber, pushToken, at: clock.now() }))
        ? 'created'
        : 'exists';
    },
    async unregister(
      deviceLibraryId: string,
      serialNumber: string,
      token: string | null,
    ): Promise<'done' | 'unauthorized'> {
      if (!(await authorised(serialNumber, token))) return 'unauthorized';
      await registrations.unregister(deviceLibraryId, serialNumber);
      return 'done';
    },
    async changedSerials(deviceLibraryId: string, passesUpdatedSince: string | null) {
      const since =
        passesUpdatedSince && /^\d+$/.test(passesUpdatedSince) ? new Date(Number(passesUpdatedSince)) : null;
      const result = await registrations.updatedSince(deviceLibraryId, since);
      return result.serialNumbers.length
        ? { serialNumbers: result.serialNumbers, lastUpdated: String(result.lastUpdated?.getTime() ?? 0) }
        : null;
    },
    /** The holder and live card for a pass download, or why not. */
    async latest(serialNumber: string, token: string | null) {
      const holder = await authorised(serialNumber, token);
      if (!holder) return { kind: 'unauthorized' as const };
      const card = await cards.findPublished(holder.cardId);
      if (!card) return { kind: 'gone' as const };
      // The live design changes only when the card is published (drafts stay aside).
      const designAt = (card.publishedAt ?? card.updatedAt).getTime();
      const lastModified = new Date(Math.max(holder.updatedAt.getTime(), designAt));
      return { kind: 'pass' as const, holder, card: card.content, lastModified };
    },
  };
};
