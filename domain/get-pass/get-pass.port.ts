import type { WalletProvider } from '../cards/index.ts';
import type { DomainError, Result } from '../shared/result.ts';
import type { NextAction } from '../wallet/index.ts';
import type { DataProblems } from './collected-data.ts';
import type { HolderToken } from './holder-token.ts';
import type { DataRequirements, PassRequirements } from './get-pass-messages.ts';
import type { PublicCard } from './public-card.use-case.ts';
import type { SubmitDataInput } from './submit-data.use-case.ts';

/** A get-pass failure as the page sees it: a message code, and what to do next when known. */
export type GetPassError = DomainError & {
  readonly nextAction?: NextAction;
  readonly problems?: DataProblems;
  readonly retryAfterSeconds?: number;
};

/** The public get-pass API as the customer's browser reaches it. */
export interface GetPassGateway {
  card(cardId: string, wallet: WalletProvider): Promise<Result<PublicCard, GetPassError>>;
  requirements(cardId: string, token?: string): Promise<Result<PassRequirements, GetPassError>>;
  dataRequirements(cardId: string): Promise<Result<DataRequirements, GetPassError>>;
  validate(cardId: string, validationCode: string): Promise<Result<HolderToken, GetPassError>>;
  /** A new pass of an open card (no code, no questions): its holder token. */
  issueHolder(cardId: string): Promise<Result<HolderToken, GetPassError>>;
  submit(input: SubmitDataInput): Promise<Result<HolderToken, GetPassError>>;
}

/** Where the customer's holder token is kept between visits (one per card). */
export interface HolderTokenStore {
  read(cardId: string): string | null;
  write(cardId: string, token: string): void;
  forget(cardId: string): void;
}
