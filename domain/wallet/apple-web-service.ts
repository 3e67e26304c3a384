import type { CardRepository } from '../cards/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { PassHolderRepository } from './pass-holder.repository.port.ts';
import {
  isNotModified,
  parseUpdateTag,
  passValidators,
  updatedPasses,
  type ChangedPass,
  type PassVersion,
} from './pass-versions.ts';

/**
 * The Apple log endpoint takes no credentials, so what one client may write to the server log is
 * bounded: this many requests in the window (a device sends a few when a pass fails), each entry
 * cut to `entryChars`. Past the limit the request is refused with 429 and nothing is logged.
 */
export const APPLE_DEVICE_LOGS = Object.freeze({ limit: 20, windowMs: 60 * 1000, entryChars: 500 });

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
  /**
   * The device's passes whose version is above `since` (all when null), with their versions and
   * whether each is settled (see `ChangedPass`).
   */
  changedSince(deviceLibraryId: string, since: number | null): Promise<readonly ChangedPass[]>;
  /** The version of what a pass shows now (the newer of its holder's and its card's), or null. */
  versionOf(serialNumber: string): Promise<(PassVersion & { now: Date }) | null>;
}

export type HolderBySerial = Pick<PassHolderRepository, 'findBySerial' | 'markInstalled'>;

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
  /** The Pass Type ID our passes carry; URLs naming another one are not ours (404). */
  readonly passTypeIdentifier: string;
}

/** The conditional headers of a pass download. */
export interface PassConditions {
  readonly ifNoneMatch?: string | null;
  readonly ifModifiedSince?: string | null;
}

/**
 * The Apple Wallet web service (wallet §2.1): a device registers and unregisters for a pass,
 * asks which of its passes changed, and downloads the latest version. Every pass call is
 * authorised by the pass's own authenticationToken; change tracking follows `pass-versions.ts`.
 */
export const appleWebService = ({
  registrations,
  holders,
  cards,
  clock,
  passTypeIdentifier,
}: AppleWebServiceDeps) => {
  const authorised = async (serialNumber: string, token: string | null) => {
    const holder = await holders.findBySerial(serialNumber);
    return holder && token && sameToken(holder.authenticationToken, token) ? holder : null;
  };
  const validatorsOf = async (serialNumber: string) => {
    const version = await registrations.versionOf(serialNumber);
    return version ? { version, ...passValidators(version, version.now) } : null;
  };
  return {
    /** Whether a URL's pass type is ours: the service answers 404 for any other. */
    handles: (passType: string): boolean => passType === passTypeIdentifier,
    async register(
      deviceLibraryId: string,
      serialNumber: string,
      token: string | null,
      pushToken: string,
    ): Promise<'created' | 'exists' | 'unauthorized'> {
      if (!(await authorised(serialNumber, token))) return 'unauthorized';
      const at = clock.now();
      const created = await registrations.register({ deviceLibraryId, serialNumber, pushToken, at });
      await holders.markInstalled(serialNumber, at);
      return created ? 'created' : 'exists';
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
    /** Serial numbers of the device's passes changed since a tag, and the next tag; null for none. */
    async changedSerials(deviceLibraryId: string, passesUpdatedSince: string | null) {
      const since = parseUpdateTag(passesUpdatedSince);
      return updatedPasses(await registrations.changedSince(deviceLibraryId, since), since);
    },
    /** ETag and Last-Modified of a pass as it is now (any download of it sends them). */
    async validators(serialNumber: string) {
      const found = await validatorsOf(serialNumber);
      return found && { etag: found.etag, lastModified: found.lastModified };
    },
    /** The holder and live card for a pass download, 304 when the device has it already, or why not. */
    async latest(serialNumber: string, token: string | null, conditions: PassConditions = {}) {
      const holder = await authorised(serialNumber, token);
      if (!holder) return { kind: 'unauthorized' as const };
      const [card, found] = await Promise.all([
        cards.findPublished(holder.cardId),
        validatorsOf(serialNumber),
      ]);
      if (!card || !found) return { kind: 'gone' as const };
      const validators = { etag: found.etag, lastModified: found.lastModified };
      if (isNotModified(found.version, conditions)) return { kind: 'not_modified' as const, validators };
      return { kind: 'pass' as const, holder, card: card.content, validators };
    },
  };
};
