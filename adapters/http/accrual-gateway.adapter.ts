import type { AccrualGateway } from '#domain/loyalty/index.ts';
import type { ApiClient } from './api-client.ts';
import type { paths } from './generated/api.ts';
import { settlePicked } from './settle.ts';

// The domain checked the draft (validateAccrualConfig) before it reaches the gateway.
type AccrualBody = paths['/api/accrual-configs']['post']['requestBody']['content']['application/json'];

/** AccrualGateway over the typed API client; answers carry the payload in `data.data` (requirements §7). */
export const createHttpAccrualGateway = (client: ApiClient): AccrualGateway => {
  const inner = (body: { data?: { data?: unknown } }) => body.data?.data;
  return {
    list: () => settlePicked(client.GET('/api/accrual-configs'), inner),
    create: (draft) =>
      settlePicked(client.POST('/api/accrual-configs', { body: draft as AccrualBody }), inner),
    update: (id, draft, archived) =>
      settlePicked(
        client.PUT('/api/accrual-configs/{id}', {
          params: { path: { id } },
          body: { ...(draft as AccrualBody), ...(archived === undefined ? {} : { archived }) },
        }),
        inner,
      ),
  };
};
