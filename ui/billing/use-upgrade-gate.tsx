import { useCallback, useState } from 'react';
import { planRefusalOf } from '#domain/billing/index.ts';
import type { DomainError } from '#domain/shared/index.ts';
import { UpgradeGateDialog, type GateReason } from './upgrade-gate-dialog.tsx';

/**
 * For a screen whose call the plan may refuse (402 `plan.free` / `plan.limitExceeded`):
 * `gated(error)` opens the upgrade dialog and answers true when the error is such a refusal, so
 * the caller shows its own error text only otherwise. `open(reason, detail)` opens it before any
 * call, when the subscription already says the plan will refuse; `detail` names the limit.
 * Render `dialog` once in the screen.
 */
export const useUpgradeGate = () => {
  const [gate, setGate] = useState<{ reason: GateReason; detail: string | null } | null>(null);
  const open = useCallback(
    (reason: GateReason, detail: string | null = null) => setGate({ reason, detail }),
    [],
  );
  const gated = useCallback(
    (error: DomainError | null | undefined, detail: string | null = null): boolean => {
      const refusal = planRefusalOf(error);
      if (refusal) setGate({ reason: refusal, detail });
      return refusal !== null;
    },
    [],
  );
  const close = useCallback(() => setGate(null), []);
  return {
    gated,
    open,
    reason: gate?.reason ?? null,
    dialog: <UpgradeGateDialog reason={gate?.reason ?? null} detail={gate?.detail} onClose={close} />,
  };
};
