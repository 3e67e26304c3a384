import { createToken } from '../shared/token.ts';
import type { AccrualConfigRepository } from './accrual-config.repository.port.ts';
import type {
  createAccrualConfig,
  listAccrualConfigs,
  updateAccrualConfig,
} from './accrual-configs.use-case.ts';
import type { AccrualGateway } from './accrual-gateway.port.ts';
import type { loadAccrualConfigs, saveAccrualConfig, setAccrualArchived } from './accrual-client.use-case.ts';

export const AccrualConfigRepositoryToken = createToken<AccrualConfigRepository>('loyalty.AccrualConfigs');
export const ListAccrualConfigs = createToken<ReturnType<typeof listAccrualConfigs>>(
  'loyalty.ListAccrualConfigs',
);
export const CreateAccrualConfig = createToken<ReturnType<typeof createAccrualConfig>>(
  'loyalty.CreateAccrualConfig',
);
export const UpdateAccrualConfig = createToken<ReturnType<typeof updateAccrualConfig>>(
  'loyalty.UpdateAccrualConfig',
);
export const AccrualGatewayToken = createToken<AccrualGateway>('loyalty.AccrualGateway');
export const LoadAccrualConfigs = createToken<ReturnType<typeof loadAccrualConfigs>>(
  'loyalty.LoadAccrualConfigs',
);
export const SaveAccrualConfig =
  createToken<ReturnType<typeof saveAccrualConfig>>('loyalty.SaveAccrualConfig');
export const SetAccrualArchived = createToken<ReturnType<typeof setAccrualArchived>>(
  'loyalty.SetAccrualArchived',
);
