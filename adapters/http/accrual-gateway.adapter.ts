import { z } from 'zod';
import { AccrualConfigJsonSchema, type AccrualConfig, type AccrualGateway } from '#domain/loyalty/index.ts';
import type { ApiClient } from './api-client.ts';
import { settle } from './settle.ts';

// requirements §7: the points-rules answers carry their payload in `data.data`.
const OneConfig = z.object({ data: AccrualConfigJsonSchema }).transform((body) => body.data);
const Configs = z.object({ data: z.array(AccrualConfigJsonSchema) }).transform((body) => body.data);

const bodyOf = (draft: AccrualConfig) => ({ ...draft, items: [...draft.items] });

/** AccrualGateway over the typed API client; the domain checked a draft (validateAccrualConfig) before it is sent. */
export const createHttpAccrualGateway = (client: ApiClient): AccrualGateway => ({
  list: () => settle(client.GET('/api/accrual-configs'), Configs),
  create: (draft) => settle(client.POST('/api/accrual-configs', { body: bodyOf(draft) }), OneConfig),
  update: (id, draft, archived) =>
    settle(
      client.PUT('/api/accrual-configs/{id}', {
        params: { path: { id } },
        body: { ...bodyOf(draft), ...(archived === undefined ? {} : { archived }) },
      }),
      OneConfig,
    ),
});
