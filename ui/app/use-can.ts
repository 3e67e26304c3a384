import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { canRole, type TeamAction } from '#domain/team/index.ts';
import { authStore } from '../auth/auth.store.ts';

/**
 * Whether the signed-in user's team role allows an action, so screens hide what the server
 * would refuse with `team.forbidden` anyway. Nobody signed in may do nothing.
 */
export const useCan = (): ((action: TeamAction) => boolean) => {
  const role = useSnapshot(authStore).user?.teamRole;
  return useCallback((action: TeamAction) => (role ? canRole(role, action) : false), [role]);
};
