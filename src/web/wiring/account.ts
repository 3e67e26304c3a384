import { createHttpAccountGateway } from '#adapters/http/account-gateway.adapter.ts';
import { createHttpTeamGateway } from '#adapters/http/team-gateway.adapter.ts';
import * as auth from '#domain/auth/index.ts';
import {
  changeOwnPassword,
  closeAccount,
  downloadAccountData,
  finishEmailChange,
  loadBusinessProfile,
  loadSessions,
  logOutDevice,
  logOutOtherDevices,
  saveBusinessProfile,
  saveProfile,
  startEmailChange,
} from '#domain/auth/index.ts';
import * as shared from '#domain/shared/index.ts';
import * as team from '#domain/team/index.ts';
import { inviteTeammate, loadTeam, removeTeammate, setTeammateRole } from '#domain/team/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/** The account page: profile, business, security, data, and the team. */
export const wireAccount = ({ container, client }: WebWiringContext) => {
  container.bind(auth.AccountGatewayToken).toConstantValue(createHttpAccountGateway(client));
  container.bind(team.TeamGatewayToken).toConstantValue(createHttpTeamGateway(client));
  const bindAuth = shared.sliceBinder(container, auth.AuthUseCases);
  bindAuth(
    {
      saveProfile,
      startEmailChange,
      finishEmailChange,
      loadBusinessProfile,
      saveBusinessProfile,
      changeOwnPassword,
      loadSessions,
      logOutDevice,
      logOutOtherDevices,
      downloadAccountData,
    },
    { account: auth.AccountGatewayToken },
  );
  bindAuth({ closeAccount }, { account: auth.AccountGatewayToken, session: auth.SessionStoreToken });
  shared.sliceBinder(container, team.TeamUseCases)(
    { loadTeam, inviteTeammate, setTeammateRole, removeTeammate },
    { team: team.TeamGatewayToken },
  );
};
