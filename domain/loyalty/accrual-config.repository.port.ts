import type { AccrualConfig, AccrualMode } from './accrual.ts';

/** An accrual config as it is stored: the validated rules plus bookkeeping. */
export interface StoredAccrualConfig extends AccrualConfig {
  readonly id: string;
  readonly businessId: string;
  readonly mode: AccrualMode;
  readonly archived: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** Where a business's points rules live; every call is scoped to the business. */
export interface AccrualConfigRepository {
  list(businessId: string): Promise<StoredAccrualConfig[]>;
  find(businessId: string, id: string): Promise<StoredAccrualConfig | null>;
  insert(config: StoredAccrualConfig): Promise<void>;
  /** Replaces the rules and the archived flag; null when the config is not the business's. */
  update(
    businessId: string,
    id: string,
    changes: Omit<StoredAccrualConfig, 'id' | 'businessId' | 'createdAt'>,
  ): Promise<StoredAccrualConfig | null>;
}
