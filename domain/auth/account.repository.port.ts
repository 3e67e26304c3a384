import type { Account } from './account.ts';
import type { Onboarding } from './user.ts';

export interface NewAccount {
  readonly id: string;
  readonly businessId: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly marketingOptIn: boolean;
  readonly createdAt: Date;
}

/** Persistence of accounts and their business. Emails are unique (case-folded by the domain). */
export interface AccountRepository {
  findByEmail(email: string): Promise<Account | null>;
  findById(id: string): Promise<Account | null>;
  /** Creates the business and its first user in one transaction. */
  create(account: NewAccount): Promise<'created' | 'email_taken'>;
  saveOnboarding(id: string, profile: Onboarding, at: Date): Promise<Account | null>;
}
