import { createToken, useCaseTokens, type UseCaseTokens } from '../shared/token.ts';
import type * as slice from './index.ts';
import type { CardRepository } from './card.repository.port.ts';
import type { CardGateway } from './card-gateway.port.ts';
import type { Geocoder } from './geocoder.port.ts';

export const CardRepositoryToken = createToken<CardRepository>('cards.CardRepository');

// Browser side
export const CardGatewayToken = createToken<CardGateway>('cards.CardGateway');
export const GeocoderToken = createToken<Geocoder>('cards.Geocoder');

/** The slice's use cases, one token per factory. */
export const CardUseCases: UseCaseTokens<Omit<typeof slice, 'CardUseCases'>> = useCaseTokens('cards');
