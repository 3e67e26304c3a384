import type { Result } from '../shared/result.ts';
import type { BusinessProfile, BusinessProfileView, ProfileUpdate } from './account-profile.ts';
import type { AccountDeleted } from './account-data.ts';
import type { SessionView } from './account-security.ts';
import type { CodeProof } from './one-time-codes.ts';
import type { User } from './user.ts';

/** A file the server sent for download. */
export interface DownloadedFile {
  /** From `Content-Disposition`, or null when the server named none. */
  readonly fileName: string | null;
  readonly bytes: Uint8Array;
}

/** The browser's view of the account page's API (profile, business, security, data). */
export interface AccountGateway {
  saveProfile(input: ProfileUpdate): Promise<Result<User>>;
  requestEmailChange(email: string): Promise<Result<void>>;
  confirmEmailChange(proof: CodeProof): Promise<Result<User>>;
  business(): Promise<Result<BusinessProfileView>>;
  saveBusiness(input: BusinessProfile): Promise<Result<BusinessProfileView>>;
  changePassword(input: {
    currentPassword: string;
    newPassword: string;
  }): Promise<Result<{ endedSessions: number }>>;
  sessions(): Promise<Result<SessionView[]>>;
  endSession(id: string): Promise<Result<void>>;
  endOtherSessions(): Promise<Result<{ ended: number }>>;
  exportData(): Promise<Result<DownloadedFile>>;
  deleteAccount(password: string): Promise<Result<AccountDeleted>>;
}
