import { proxy } from 'valtio';
import type { Card } from '#domain/cards/index.ts';
import type { RequestStatus } from '../auth/auth.store.ts';

interface CardsState {
  status: RequestStatus;
  cards: Card[];
  errorMessage: string | null;
}

const DEFAULTS: Readonly<CardsState> = Object.freeze({ status: 'idle', cards: [], errorMessage: null });

/** The card list (or the trash) as last loaded. */
export const cardsStore = proxy<CardsState>({ ...DEFAULTS, cards: [] });

export const setCardsLoading = () => {
  cardsStore.status = 'loading';
  cardsStore.errorMessage = null;
};
export const setCards = (cards: Card[]) => {
  cardsStore.cards = cards;
  cardsStore.status = 'succeeded';
};
export const setCardsFailed = (message: string) => {
  cardsStore.status = 'failed';
  cardsStore.errorMessage = message;
};
export const removeCardFromList = (id: string) => {
  cardsStore.cards = cardsStore.cards.filter((card) => card._id !== id);
};
