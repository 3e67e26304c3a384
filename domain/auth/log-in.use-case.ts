import { err, ok, type Result } from '../shared/result.ts';
import type { AuthClientDeps } from './auth-gateway.port.ts';
import { CredentialsSchema, type User } from './user.ts';
import { firstIssue } from '../shared/validation.ts';

/** requirements §4 Auth: log in stores the tokens, then fetches the user. */
export const logIn =
  ({ gateway, session }: AuthClientDeps) =>
  async (input: { email: string; password: string }): Promise<Result<User>> => {
    const parsed = CredentialsSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const tokens = await gateway.login(parsed.data);
    if (!tokens.ok) return tokens;
    session.write(tokens.value);
    const user = await gateway.me();
    if (!user.ok) session.clear();
    return user.ok ? ok(user.value) : user;
  };
