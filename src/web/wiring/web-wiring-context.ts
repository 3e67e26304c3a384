import type { Container } from 'inversify';
import type { ApiClient } from '#adapters/http/api-client.ts';

/** What every slice's browser wiring gets: the container, the API client and the site's base URL. */
export interface WebWiringContext {
  readonly container: Container;
  readonly client: ApiClient;
  /** The API's origin ('' for the page's own). */
  readonly baseUrl: string;
}
