import { useCallback, useState } from 'react';
import { planRefusalOf } from '#domain/billing/index.ts';
import type { DomainError } from '#domain/shared/index.ts';
import { UpgradeGateDialog, type GateReason } from './upgrade-gate-dialog.tsx';

/**
 * For a screen whose call the plan may refuse (402 `plan.free` / `plan.limitExceeded`):
 * `gated(error)` opens the upgrade dialog and answers true when the error is such a refusal, so
 * the caller shows its own error text only otherwise. Render `dialog` once in the screen.
 */
export const useUpgradeGate = () => {
  const [reason, setReason] = useState<GateReason | null>(null);
  const gated = useCallback((error: DomainError | null | undefined): boolean => {
    const refusal = planRefusalOf(error);
    if (refusal) setReason(refusal);
    return refusal !== null;
  }, []);
  const close = useCallback(() => setReason(null), []);
  return { gated, reason, dialog: <UpgradeGateDialog reason={reason} onClose={close} /> };
};
