import { err, ok, type Result } from '../shared/result.ts';
import type { AuthGateway } from './auth-gateway.port.ts';
import type { SessionStore } from './session-store.port.ts';
import { RegistrationSchema, type Registration, type User } from './user.ts';
import { firstIssue } from '../shared/validation.ts';

export interface SignUpDeps {
  readonly gateway: AuthGateway;
  readonly session: SessionStore;
}

/** Creates the account, keeps its tokens and returns the new (not yet onboarded) user. */
export const signUp =
  ({ gateway, session }: SignUpDeps) =>
  async (input: Registration): Promise<Result<User>> => {
    const parsed = RegistrationSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const registered = await gateway.register(parsed.data);
    if (!registered.ok) return registered;
    session.write({
      access_token: registered.value.access_token,
      refresh_token: registered.value.refresh_token,
    });
    const user = await gateway.me();
    return user.ok ? ok(user.value) : user;
  };
