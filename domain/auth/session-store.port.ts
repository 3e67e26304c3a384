import type { TokenPair } from './user.ts';

/** Where the browser keeps its tokens (requirements §6: the `accessToken` and `refreshToken` cookies). */
export interface SessionStore {
  read(): TokenPair | null;
  write(tokens: TokenPair): void;
  clear(): void;
}
