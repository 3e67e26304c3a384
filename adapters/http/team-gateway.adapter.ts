import { z } from 'zod';
import { TeamMemberViewSchema, type TeamGateway } from '#domain/team/index.ts';
import type { ApiClient } from './api-client.ts';
import { settle } from './settle.ts';

/** TeamGateway over the typed API client. */
export const createHttpTeamGateway = (client: ApiClient): TeamGateway => ({
  list: () => settle(client.GET('/api/team'), z.array(TeamMemberViewSchema)),
  invite: (body) => settle(client.POST('/api/team/invitations', { body }), TeamMemberViewSchema),
  changeRole: (userId, role) =>
    settle(
      client.PUT('/api/team/members/{userId}', { params: { path: { userId } }, body: { role } }),
      z.object({ role: z.string() }),
    ),
  remove: (userId) =>
    settle(
      client.DELETE('/api/team/members/{userId}', { params: { path: { userId } } }),
      z.object({ removed: z.literal(true) }).transform(() => undefined),
    ),
});
