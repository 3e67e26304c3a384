import type { TokenPair } from './user.ts';

/**
 * A session as the browser keeps it: the access token, and the refresh token only where script
 * may hold it (the web app's is in an HttpOnly cookie the server sets, which no script reads).
 */
export interface StoredSession {
  readonly access_token: string;
  readonly refresh_token?: string;
}

/** Where the browser keeps its tokens (requirements §6: the `accessToken` and `refreshToken` cookies). */
export interface SessionStore {
  read(): StoredSession | null;
  write(tokens: TokenPair): void;
  clear(): void;
}
