import { createToken, useCaseTokens, type UseCaseTokens } from '../shared/token.ts';
import type * as slice from './index.ts';
import type { PassHolderRepository } from './pass-holder.repository.port.ts';
import type { PassRenderer } from './pass-renderer.port.ts';
import type { PushTokenLookup } from './pass-updates.port.ts';
import type { WalletStatus, WalletStatusGateway } from './wallet-status.ts';

export const PassHolderRepositoryToken = createToken<PassHolderRepository>('wallet.PassHolderRepository');
export const PassRendererToken = createToken<PassRenderer>('wallet.PassRenderer');
export const PushTokenLookupToken = createToken<PushTokenLookup>('wallet.PushTokenLookup');
export const WalletStatusToken = createToken<WalletStatus>('wallet.WalletStatus');
export const WalletStatusGatewayToken = createToken<WalletStatusGateway>('wallet.WalletStatusGateway');

/**
 * The slice's use cases: a token per factory its barrel exports (the object itself left out, or
 * its type would name itself).
 */
export const WalletUseCases: UseCaseTokens<Omit<typeof slice, 'WalletUseCases'>> = useCaseTokens('wallet');
