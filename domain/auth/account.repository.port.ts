import type { TeamRole } from '../team/index.ts';
import type { Account } from './account.ts';
import type { Onboarding } from './user.ts';
import type { BusinessProfile, BusinessProfileView, ProfileUpdate } from './account-profile.ts';

/**
 * The onboarding as it is stored: the business's name and type only when they change, so a form
 * that sends them as they were read never writes over a rename made meanwhile.
 */
export type OnboardingUpdate = Omit<Onboarding, 'businessName' | 'businessType'> &
  Partial<Pick<Onboarding, 'businessName' | 'businessType'>>;

export interface NewAccount {
  readonly id: string;
  readonly businessId: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly marketingOptIn: boolean;
  readonly createdAt: Date;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly emailVerifiedAt: Date | null;
  readonly teamRole: TeamRole;
  /** Set for a member who joins a business: its owner has set it up, there is nothing to onboard. */
  readonly onboardingCompletedAt: Date | null;
  /** False when the account joins an existing business (a team invitation). */
  readonly newBusiness: boolean;
}

/** Persistence of accounts and their business. Emails are unique (case-folded by the domain). */
export interface AccountRepository {
  findByEmail(email: string): Promise<Account | null>;
  findById(id: string): Promise<Account | null>;
  /** Creates the user, and with `newBusiness` its business, in one transaction. */
  create(account: NewAccount): Promise<'created' | 'email_taken'>;
  setPassword(id: string, passwordHash: string): Promise<void>;
  /** Stores the person's onboarding; the business's name and type only when given. */
  saveOnboarding(id: string, profile: OnboardingUpdate, at: Date): Promise<Account | null>;
  saveProfile(id: string, profile: ProfileUpdate): Promise<Account | null>;
  /** Sets a proved new address (and marks it verified); `email_taken` when another account uses it. */
  changeEmail(id: string, email: string, at: Date): Promise<'changed' | 'email_taken'>;
  businessProfile(businessId: string): Promise<BusinessProfileView | null>;
  saveBusinessProfile(businessId: string, profile: BusinessProfile): Promise<BusinessProfileView | null>;
}
