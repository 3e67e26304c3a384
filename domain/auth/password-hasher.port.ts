/** Slow, salted password hashing (Argon2id in production). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Burns the same time as a real check, so unknown emails cannot be told apart by timing. */
  dummyVerify(password: string): Promise<void>;
}
