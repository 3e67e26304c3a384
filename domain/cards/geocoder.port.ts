import { domainError, err, type Result } from '../shared/result.ts';

/** Address search for the location editor (a maps service in production). */
export interface Geocoder {
  /** False when no maps service is configured: the editor then asks for coordinates by hand. */
  readonly available: boolean;
  geocode(address: string): Promise<Result<{ latitude: number; longitude: number; address: string }>>;
}

/** The embedded default: no maps service (requirements §7: the UI shows manual input). */
export const noGeocoder: Geocoder = {
  available: false,
  geocode: async () => err(domainError('locations.geocoding_unavailable')),
};
