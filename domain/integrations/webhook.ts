/** requirements §3 webhook (automation) config of a card. */
export interface WebhookConfig {
  readonly enabled?: boolean | null;
  readonly webhookUrl?: string | null;
  readonly events?: readonly string[] | null;
  readonly failureCount?: number | null;
  readonly lastAttempt?: string | null;
  readonly lastSuccess?: string | null;
}

export type WebhookStatus = 'never' | 'success' | 'error' | 'warning';

/**
 * requirements §4 webhook status: not configured or never tried → never attempted; tried with no
 * failures and a success → working; failures → "1 recent failure" / "N consecutive failures";
 * anything else → warning.
 */
export const webhookStatus = (
  config: WebhookConfig | null | undefined,
): { status: WebhookStatus; message: string } => {
  if (!config?.webhookUrl?.trim() || !config.lastAttempt)
    return { status: 'never', message: 'Never attempted' };
  const failures = config.failureCount ?? 0;
  if (failures > 0)
    return {
      status: 'error',
      message: failures === 1 ? '1 recent failure' : `${failures} consecutive failures`,
    };
  if (config.lastSuccess) return { status: 'success', message: 'Webhook working correctly' };
  return { status: 'warning', message: 'Last attempt did not report a success' };
};

export type WebhookUrlProblem = 'empty' | 'invalid' | 'not_https' | 'no_host';

/**
 * A URL split into the parts the rules read. Written by hand because the domain has no DOM or
 * Node globals (no `URL`); it follows RFC 3986's generic syntax.
 */
const URL_PATTERN =
  /^([a-z][a-z0-9+.-]*):\/\/(?:[^@/?#\s]*@)?(\[[0-9a-f:.]+\]|[^:/?#\s]*)(?::(\d*))?(\/[^?#\s]*)?(\?[^#\s]*)?(#\S*)?$/i;

export const parseUrl = (
  text: string,
): { scheme: string; host: string; port: string; path: string } | null => {
  const match = URL_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, scheme = '', host = '', port = '', path = ''] = match;
  return { scheme: scheme.toLowerCase(), host: host.toLowerCase(), port, path: path || '/' };
};

/** The automation service whose catch hooks are recognised (requirements §5). */
export const AUTOMATION_SERVICE_DOMAIN = 'zapier.com';

/** requirements §5 webhook URL: non-empty, parses, https, has a host; a zapier.com …/hooks/catch/ URL is an automation-service URL. */
export const validateWebhookUrl = (
  url: string | null | undefined,
): { ok: true; isAutomationServiceUrl: boolean } | { ok: false; reason: WebhookUrlProblem } => {
  const text = (url ?? '').trim();
  if (!text) return { ok: false, reason: 'empty' };
  const parsed = parseUrl(text);
  if (!parsed) return { ok: false, reason: 'invalid' };
  if (parsed.scheme !== 'https') return { ok: false, reason: 'not_https' };
  if (!parsed.host) return { ok: false, reason: 'no_host' };
  return {
    ok: true,
    isAutomationServiceUrl:
      parsed.host.includes(AUTOMATION_SERVICE_DOMAIN) && parsed.path.includes('/hooks/catch/'),
  };
};
