import type { GooglePassKind } from './google-pass.ts';

/** Apple push tokens of the devices that hold a pass, or any pass of a card (distinct). */
export interface PushTokenLookup {
  pushTokens(of: { serialNumber: string } | { cardId: string }): Promise<string[]>;
}

/** The result of one APNs push: delivered, or the device no longer holds the pass (410). */
export type ApplePushOutcome = 'sent' | 'unregistered';

/** Sends the empty "your pass changed" push to one device (wallet §2.2). */
export interface ApplePushSender {
  push(pushToken: string): Promise<ApplePushOutcome>;
}

/** The Google Wallet REST API, as the update jobs need it. */
export interface GoogleWalletApi {
  /** Creates or updates a class (design changes). */
  saveClass(kind: GooglePassKind, passClass: Readonly<Record<string, unknown>>): Promise<void>;
  /** Patches an object, creating it (and its class) when Google does not know it yet. */
  saveObject(
    kind: GooglePassKind,
    passClass: Readonly<Record<string, unknown>>,
    passObject: Readonly<Record<string, unknown>>,
  ): Promise<void>;
  /** Adds a message to an object; `notify` makes the phone show it (TEXT_AND_NOTIFY). */
  addMessage(
    kind: GooglePassKind,
    objectId: string,
    message: { id: string; header: string; body: string },
    notify: boolean,
  ): Promise<void>;
}

/** Counts notifications per Google object; `tryConsume` takes one if the window has room, atomically. */
export interface NotifyBudget {
  tryConsume(key: string, at: Date, limit: { perWindow: number; windowMs: number }): Promise<boolean>;
}

/** Removes a device registration Apple reported as gone (410 Unregistered). */
export interface RegistrationCleaner {
  forgetPushToken(pushToken: string): Promise<void>;
}
