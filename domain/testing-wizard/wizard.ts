import { isValidationEnabled, loyaltyKindOf, PASS_TYPES } from '../cards/index.ts';
import type { LoyaltyCardType, PassType } from '../cards/index.ts';

/** The card facts the card-testing wizard needs (requirements §2.3). */
export interface WizardCard {
  readonly passType: PassType;
  readonly validation?: { readonly enabled?: boolean } | null;
  readonly loyaltySettings?: unknown;
  readonly dataCollection?: { readonly enabled?: boolean } | null;
}

/** Steps 1–7: test customer, install, message, install scanner app, log in to scanner, scan, complete. */
export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface WizardState {
  readonly step: WizardStep;
  readonly usesValidation: boolean;
  readonly usesScanner: boolean;
}

export type WizardEvent =
  { readonly type: 'next' } | { readonly type: 'back' } | { readonly type: 'alreadyHaveApp' };

const NO_SCANNER: readonly PassType[] = ['flyer', 'business_card', 'standard'];

/** requirements §4: start at step 1 when the card uses validation, else at step 2. */
export const startWizard = (card: WizardCard): WizardState => {
  const usesValidation = isValidationEnabled(card);
  const usesScanner = !NO_SCANNER.includes(card.passType) && card.dataCollection?.enabled !== true;
  return { step: usesValidation ? 1 : 2, usesValidation, usesScanner };
};

/**
 * requirements §4 transitions: next advances by one (from 3 straight to 7 when the scanner steps do
 * not apply); back only above step 2; "already have the app" on step 4 jumps to 6.
 */
export const wizardTransition = (state: WizardState, event: WizardEvent): WizardState => {
  switch (event.type) {
    case 'next': {
      if (state.step === 7) return state;
      if (state.step === 3 && !state.usesScanner) return { ...state, step: 7 };
      return { ...state, step: (state.step + 1) as WizardStep };
    }
    case 'back': {
      if (state.step <= 2) return state;
      if (state.step === 7 && !state.usesScanner) return { ...state, step: 3 };
      return { ...state, step: (state.step - 1) as WizardStep };
    }
    case 'alreadyHaveApp':
      return state.step === 4 ? { ...state, step: 6 } : state;
  }
};

/** Whether Back is offered (requirements §4: only above step 2). */
export const canGoBack = (state: WizardState): boolean => state.step > 2;

/** requirements §4 progress: 2 steps, plus 1 with validation, plus 3 with the scanner steps. */
export const wizardProgress = (state: WizardState): { current: number; total: number } => {
  const total = 2 + (state.usesValidation ? 1 : 0) + (state.usesScanner ? 3 : 0);
  const visible: WizardStep[] = [
    ...(state.usesValidation ? ([1] as const) : []),
    2,
    3,
    ...(state.usesScanner ? ([4, 5, 6] as const) : []),
  ];
  const index = visible.indexOf(state.step);
  return { current: index === -1 ? total : index + 1, total };
};

/** requirements §4: after a test message is sent the wizard moves on after 2 seconds. */
export const WIZARD_ADVANCE_AFTER_MESSAGE_MS = 2000;

/** requirements §2.3: a missing id or the demo placeholder means no card is fetched. */
export const DEMO_CARD_ID = 'demo';
export const shouldFetchWizardCard = (cardId: string | null | undefined): boolean =>
  Boolean(cardId && cardId.trim() && cardId !== DEMO_CARD_ID);

/** What the scan step asks staff to try, by how the card counts (requirements §1 card behaviour). */
export type ScanScenario = 'stamp' | 'point' | 'level' | 'coupon' | 'visit';

export const scanScenario = (card: {
  readonly passType: PassType;
  readonly loyaltyCardType?: LoyaltyCardType | null;
}): ScanScenario => {
  if (card.passType === 'coupon') return 'coupon';
  return loyaltyKindOf(card.passType, card.loyaltyCardType) ?? 'visit';
};

/**
 * The wizard's address for a card. It carries the card's type and data-collection setting so
 * the wizard still knows which steps apply when loading the card fails (requirements §2.3).
 */
export const wizardPath = (card: {
  readonly _id: string;
  readonly passType: PassType;
  readonly dataCollection?: { readonly enabled?: boolean } | null;
}): string =>
  `/card/${encodeURIComponent(card._id)}/test?type=${card.passType}&dataCollection=${
    card.dataCollection?.enabled ? 1 : 0
  }`;

/** The fallback card facts from the wizard's address, or null when the type is missing or unknown. */
export const wizardCardFromQuery = (params: { get(name: string): string | null }): WizardCard | null => {
  const type = params.get('type');
  if (!type || !(PASS_TYPES as readonly string[]).includes(type)) return null;
  return { passType: type as PassType, dataCollection: { enabled: params.get('dataCollection') === '1' } };
};
