import { createToken } from '../shared/token.ts';
import type { PassHolderRepository } from './pass-holder.repository.port.ts';
import type { PassRenderer } from './pass-renderer.port.ts';
import type { PushTokenLookup } from './pass-updates.port.ts';
import type { loadWalletStatus, WalletStatus, WalletStatusGateway } from './wallet-status.ts';
import type { appleWebService } from './apple-web-service.ts';
import type { issueHolder, preparePass, recordPassDownload } from './prepare-pass.use-case.ts';
import type { googleLinkIssued, recordGoogleEvent } from './google-callback.use-case.ts';

export const PassHolderRepositoryToken = createToken<PassHolderRepository>('wallet.PassHolderRepository');
export const PreparePass = createToken<ReturnType<typeof preparePass>>('wallet.PreparePass');
export const RecordPassDownload =
  createToken<ReturnType<typeof recordPassDownload>>('wallet.RecordPassDownload');
export const IssueHolder = createToken<ReturnType<typeof issueHolder>>('wallet.IssueHolder');
export const PassRendererToken = createToken<PassRenderer>('wallet.PassRenderer');
export const AppleWebService = createToken<ReturnType<typeof appleWebService>>('wallet.AppleWebService');
export const RecordGoogleEvent =
  createToken<ReturnType<typeof recordGoogleEvent>>('wallet.RecordGoogleEvent');
export const GoogleLinkIssued = createToken<ReturnType<typeof googleLinkIssued>>('wallet.GoogleLinkIssued');
export const PushTokenLookupToken = createToken<PushTokenLookup>('wallet.PushTokenLookup');
export const WalletStatusToken = createToken<WalletStatus>('wallet.WalletStatus');
export const WalletStatusGatewayToken = createToken<WalletStatusGateway>('wallet.WalletStatusGateway');
export const LoadWalletStatus = createToken<ReturnType<typeof loadWalletStatus>>('wallet.LoadWalletStatus');
