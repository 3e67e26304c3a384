import type { Context } from 'hono';
import { AuthUseCases, type CodePurpose, type CooldownError } from '#domain/auth/index.ts';
import type { DomainError, Result } from '#domain/shared/index.ts';
import { emailLanguageFor } from '#domain/invitations/index.ts';
import { use, type AppEnv } from '../../http/api.ts';
import { domainFailure, throttledFailure } from '../../http/errors.ts';

/**
 * Asks for a code mail. The answer is the same whether or not an account uses the address; the
 * mail is in the browser's language.
 */
export const requestCodeAnswer = (c: Context<AppEnv>, purpose: CodePurpose, body: unknown) =>
  codeRequestAnswer(c, (language, clientKey) =>
    use(c.var.container, AuthUseCases.requestCode)(purpose, body, language, clientKey),
  );

/** The answer to a code request made by `send`, which gets the mail's language and the client. */
export const codeRequestAnswer = async (
  c: Context<AppEnv>,
  send: (language: string, clientKey: string) => Promise<Result<{ sent: true }, DomainError | CooldownError>>,
) => {
  const result = await send(emailLanguageFor(c.req.header('accept-language')), c.var.clientKey);
  if (result.ok) return c.json({ success: true as const, data: { sent: true as const } }, 200);
  if ('retryAfterSeconds' in result.error) return throttledFailure(c, result.error);
  return domainFailure(c, 400, result.error);
};

/** Checks a code or link: the proof token it gives, or why not. */
export const verifyCodeResult = async (c: Context<AppEnv>, purpose: CodePurpose, body: unknown) => {
  const result = await use(c.var.container, AuthUseCases.verifyCode)(purpose, body, c.var.clientKey);
  if (result.ok) return { ok: true, token: result.value.token } as const;
  if ('retryAfterSeconds' in result.error)
    return { ok: false, response: throttledFailure(c, result.error) } as const;
  return { ok: false, response: domainFailure(c, 400, result.error) } as const;
};
