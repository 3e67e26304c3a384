import { describe, expect, it } from 'vitest';
import { parseUrl, validateWebhookUrl, webhookStatus } from './webhook.ts';

describe('webhook status (requirements §4)', () => {
  it('follows the spec texts', () => {
    expect(webhookStatus(null)).toEqual({ status: 'never', message: 'Never attempted' });
    expect(webhookStatus({ webhookUrl: 'https://x.test/h' })).toEqual({
      status: 'never',
      message: 'Never attempted',
    });
    expect(
      webhookStatus({
        webhookUrl: 'https://x.test/h',
        lastAttempt: '2026-01-01',
        failureCount: 0,
        lastSuccess: '2026-01-01',
      }),
    ).toEqual({ status: 'success', message: 'Webhook working correctly' });
    expect(
      webhookStatus({ webhookUrl: 'https://x.test/h', lastAttempt: '2026-01-01', failureCount: 1 }),
    ).toEqual({ status: 'error', message: '1 recent failure' });
    expect(
      webhookStatus({ webhookUrl: 'https://x.test/h', lastAttempt: '2026-01-01', failureCount: 4 }),
    ).toEqual({ status: 'error', message: '4 consecutive failures' });
    expect(
      webhookStatus({ webhookUrl: 'https://x.test/h', lastAttempt: '2026-01-01', failureCount: 0 }).status,
    ).toBe('warning');
  });
});

describe('webhook URL (requirements §5)', () => {
  it('requires a non-empty https URL with a host', () => {
    expect(validateWebhookUrl('')).toEqual({ ok: false, reason: 'empty' });
    expect(validateWebhookUrl('not a url')).toEqual({ ok: false, reason: 'invalid' });
    expect(validateWebhookUrl('http://example.com/hook')).toEqual({ ok: false, reason: 'not_https' });
    expect(validateWebhookUrl('https:///path')).toEqual({ ok: false, reason: 'no_host' });
    expect(validateWebhookUrl('https://example.com/hook')).toEqual({
      ok: true,
      isAutomationServiceUrl: false,
    });
  });
  it('recognises automation-service catch hooks', () => {
    expect(validateWebhookUrl(' https://hooks.zapier.com/hooks/catch/123/abc/ ')).toEqual({
      ok: true,
      isAutomationServiceUrl: true,
    });
    expect(validateWebhookUrl('https://hooks.zapier.com/other/123')).toEqual({
      ok: true,
      isAutomationServiceUrl: false,
    });
    expect(parseUrl('https://user:pw@[::1]:8443?q=1#f')).toEqual({
      scheme: 'https',
      host: '[::1]',
      port: '8443',
      path: '/',
    });
  });
});
