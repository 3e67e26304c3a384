import { proxy } from 'valtio';
import type { WalletProvider } from '#domain/cards/index.ts';
import type {
  DataRequirements,
  enterValidationCode,
  GetPassError,
  openGetPass,
  PassRequirements,
  passTokenFor,
  PublicCard,
  sendCollectedData,
} from '#domain/get-pass/index.ts';

export type Answers = Record<string, string | string[]>;

/** Where a step stands among the steps this card asks for ("Step 2 of 3"). */
export type StepPosition = { current: number; total: number };

/** What a step that asks something takes from the page: its position and the sending of the answer. */
export type QuestionStepProps = { step: StepPosition; onSubmit: () => Promise<void> };

interface GetPassView {
  phase: 'loading' | 'ready' | 'missing' | 'failed';
  card: PublicCard | null;
  requirements: PassRequirements | null;
  form: DataRequirements | null;
  token: string | null;
  /** The code in the link was refused, so the pass on offer is a new one (see `GetPassState`). */
  linkCodeRefused: boolean;
  code: string;
  codeError: GetPassError | null;
  answers: Answers;
  problems: Record<string, string>;
  formError: GetPassError | null;
  /** Why the pass could not be issued for a download (a new pass of an open card). */
  downloadError: GetPassError | null;
  busy: boolean;
}

/** The get-pass page's view state (one customer, one card). */
export const getPassView = proxy<GetPassView>({
  phase: 'loading',
  card: null,
  requirements: null,
  form: null,
  token: null,
  linkCodeRefused: false,
  code: '',
  codeError: null,
  answers: {},
  problems: {},
  formError: null,
  downloadError: null,
  busy: false,
});

type Open = ReturnType<typeof openGetPass>;
type Enter = ReturnType<typeof enterValidationCode>;
type Send = ReturnType<typeof sendCollectedData>;

/** Loads the card and where the customer stands; a code from the link is filled in. */
export const loadGetPass = async (open: Open, cardId: string, wallet: WalletProvider, code: string) => {
  getPassView.phase = 'loading';
  const result = await open(cardId, wallet, code);
  if (!result.ok) {
    getPassView.phase = result.error.code === 'passes.card_not_found' ? 'missing' : 'failed';
    return;
  }
  Object.assign(getPassView, result.value, { phase: 'ready', code: code.trim().toUpperCase() });
};

/** Sends the code; on success the page moves on to the next step. */
export const submitCode = async (enter: Enter, cardId: string) => {
  if (getPassView.busy) return;
  getPassView.busy = true;
  getPassView.codeError = null;
  const result = await enter(cardId, getPassView.code);
  getPassView.busy = false;
  if (!result.ok) {
    getPassView.codeError = result.error;
    return;
  }
  getPassView.token = result.value.token;
  getPassView.requirements = result.value.requirements;
};

/** One answer changed: kept, and its old problem cleared until the next check. */
export const setAnswer = (key: string, value: string | string[]) => {
  getPassView.answers[key] = value;
  delete getPassView.problems[key];
};

/** Shows one field's problem (on blur) with the same rules as on submit. */
export const showProblem = (key: string, code: string | undefined) => {
  if (code) getPassView.problems[key] = code;
  else delete getPassView.problems[key];
};

/** Sends the form; problems show by field, the first invalid input gets the focus. */
export const submitAnswers = async (send: Send, cardId: string) => {
  const form = getPassView.form;
  if (getPassView.busy || !form) return;
  getPassView.busy = true;
  getPassView.formError = null;
  const result = await send(cardId, form, { ...getPassView.answers }, getPassView.token);
  getPassView.busy = false;
  if (!result.ok) {
    if (result.error.problems) getPassView.problems = { ...result.error.problems };
    else getPassView.formError = result.error;
    return;
  }
  getPassView.problems = {};
  getPassView.token = result.value.token;
  getPassView.requirements = result.value.requirements;
};

type PassToken = ReturnType<typeof passTokenFor>;

/**
 * The customer's token before a download: the kept one, or a new pass of an open card (issued
 * only now, when they ask for it). Null, with the reason shown, when it cannot be had.
 */
export const ensurePassToken = async (passToken: PassToken, cardId: string): Promise<string | null> => {
  if (getPassView.token) return getPassView.token;
  if (getPassView.busy) return null;
  getPassView.busy = true;
  getPassView.downloadError = null;
  const result = await passToken(cardId);
  getPassView.busy = false;
  if (!result.ok) {
    getPassView.downloadError = result.error;
    return null;
  }
  getPassView.token = result.value;
  return result.value;
};
