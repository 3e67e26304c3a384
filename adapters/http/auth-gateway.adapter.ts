import { AUTH_ERRORS, loginFailure, type AuthGateway } from '#domain/auth/index.ts';
import { domainError, err, ok, type DomainError, type Result } from '#domain/shared/index.ts';
import type { ApiClient } from './api-client.ts';

type Answer<T> = { data?: { data: T }; error?: { message?: string }; response: Response };

const settle = async <T>(
  call: Promise<Answer<T>>,
  onError: (status: number | undefined, message?: string) => DomainError,
): Promise<Result<T>> => {
  try {
    const { data, error, response } = await call;
    if (data) return ok(data.data);
    return err(onError(response.status, error?.message));
  } catch {
    return err(onError(undefined, undefined));
  }
};

const withCode = (code: string) => (_status: number | undefined, message?: string) =>
  domainError(code, message);

/** AuthGateway over the typed API client. */
export const createHttpAuthGateway = (client: ApiClient): AuthGateway => ({
  register: (body) =>
    settle(client.POST('/api/auth/register', { body }), (status, message) =>
      domainError(status === 409 ? AUTH_ERRORS.emailTaken : AUTH_ERRORS.registrationFailed, message),
    ),
  login: (body) => settle(client.POST('/api/auth/login', { body }), loginFailure),
  logout: async (refreshToken) => {
    const result = await settle(
      client.POST('/api/auth/logout', { body: { refresh_token: refreshToken } }),
      withCode(AUTH_ERRORS.logoutFailed),
    );
    return result.ok ? ok(undefined) : result;
  },
  me: () =>
    settle(client.GET('/api/users/me'), (status, message) =>
      domainError(status === 401 ? AUTH_ERRORS.sessionExpired : AUTH_ERRORS.loginFailed, message),
    ),
  updateMe: (body) => settle(client.PUT('/api/users/me', { body }), withCode(AUTH_ERRORS.updateFailed)),
});
