import { z } from 'zod';
import { parseUrl } from '../integrations/index.ts';
import type { Result } from '../shared/result.ts';

/**
 * Why installed Apple passes cannot fetch their updates from an address: iOS calls a pass's
 * web service over https only (http needs a developer switch on the phone), and a phone cannot
 * reach a loopback or private address.
 */
export type UpdateAddressProblem = 'not_https' | 'local_address';

const PRIVATE_IPV4 = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^0\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];

/** Hosts a phone on the internet cannot reach: loopback, private and link-local addresses, local names. */
export const isLocalHost = (host: string): boolean => {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name.startsWith('[')) {
    const ip = name.slice(1, -1);
    return (
      ip === '::' ||
      ip === '::1' ||
      /^f[cd]/.test(ip) ||
      /^fe[89ab]/.test(ip) ||
      /^::ffff:(127|10|192\.168)\./.test(ip)
    );
  }
  if (/^\d+\.\d+\.\d+\.\d+$/.test(name)) return PRIVATE_IPV4.some((range) => range.test(name));
  // A name without a dot is an intranet name; .local and .localhost never leave the network.
  return !name.includes('.') || /\.(localhost|local|internal|lan|home\.arpa)$/.test(name);
};

/** What keeps phones from fetching pass updates at the public address, or null when nothing does. */
export const updateAddressProblem = (publicUrl: string): UpdateAddressProblem | null => {
  const url = parseUrl(publicUrl);
  if (!url || url.scheme !== 'https') return 'not_https';
  return isLocalHost(url.host) ? 'local_address' : null;
};

const Signing = z.enum(['production', 'development']);

/** How this server's wallet services stand, as the dashboard's wallet settings show them. */
export const WalletStatusSchema = z.object({
  /** The address in links, passes and emails (PUBLIC_URL). */
  publicUrl: z.string(),
  apple: z.object({
    /** Signed with the configured Pass Type ID certificate, or with a development one iPhones refuse. */
    signing: Signing,
    /** Installed passes ask this server for updates; false when its address cannot serve them. */
    updates: z.boolean(),
    updateProblem: z.enum(['not_https', 'local_address']).nullable(),
    /** Changes are pushed to devices (APNs) instead of waiting for the holder to open the pass. */
    pushes: z.boolean(),
  }),
  google: z.object({
    signing: Signing,
    /** Saved passes are updated through Google's API. */
    updates: z.boolean(),
  }),
});
export type WalletStatus = z.infer<typeof WalletStatusSchema>;

/** The browser's view of the wallet status (`GET /api/wallet/status`). */
export interface WalletStatusGateway {
  status(): Promise<Result<WalletStatus>>;
}

/** Whether a status asks the business to act: passes that will not install or will not update. */
export const walletNeedsAttention = (status: WalletStatus): boolean =>
  status.apple.signing === 'development' || !status.apple.updates || status.google.signing === 'development';

/** The dashboard loads the wallet status to tell the business what keeps its passes back. */
export const loadWalletStatus =
  ({ gateway }: { gateway: WalletStatusGateway }) =>
  (): Promise<Result<WalletStatus>> =>
    gateway.status();
