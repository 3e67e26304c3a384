import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Container } from 'inversify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthUseCases, joinTeam, loadInvitation } from '#domain/auth/index.ts';
import { domainError, err, ok } from '#domain/shared/index.ts';
import { fakeAuthGateway, MemorySession } from '../../test/fakes/auth-fakes.ts';
import { createI18n } from '../app/i18n.ts';
import { resetAuthStore, setSignedInUser } from './auth.store.ts';
import { JoinTeamPage } from './join-team-page.tsx';
import { renderGuarded } from './render-guarded.tsx';

const TOKEN = 'invitation-token-0123456789';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
beforeEach(() => {
  resetAuthStore();
  setSignedInUser(null);
});

/** The join page, whose server refuses the join with `refusal`. */
const renderRefusing = (refusal: ReturnType<typeof domainError>) => {
  const gateway = fakeAuthGateway({
    previewTeamInvitation: async () =>
      ok({ businessName: 'Café Sol', email: 'bo@example.com', role: 'staff' }),
    acceptTeamInvitation: async () => err(refusal),
  });
  const container = new Container();
  container.bind(AuthUseCases.loadInvitation).toConstantValue(loadInvitation({ gateway }));
  container.bind(AuthUseCases.joinTeam).toConstantValue(joinTeam({ gateway, session: new MemorySession() }));
  renderGuarded(container, i18n, [{ path: '/signup', element: <JoinTeamPage token={TOKEN} /> }], '/signup');
};

const fillAndJoin = async () => {
  fireEvent.change(await screen.findByLabelText(/^First name/), { target: { value: 'Bo' } });
  fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Lind' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a long enough password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Join the team' }));
};

describe('joining a team', () => {
  it("puts the server's refusal of a field it shows under that field, and focuses it", async () => {
    renderRefusing(domainError('validation.too_long', 'lastName: This is too long.', 'lastName'));
    await fillAndJoin();
    const lastName = screen.getByLabelText(/^Last name/);
    expect(await screen.findByText('This is too long.')).toBeTruthy();
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(lastName));
  });

  it("shows a refusal of the link's token, which has no input, above the button", async () => {
    renderRefusing(domainError('validation.invalid', 'token: This value is not valid.', 'token'));
    await fillAndJoin();
    expect(await screen.findByText('This value is not valid.')).toBeTruthy();
    for (const label of [/^First name/, /^Last name/, /^Password/])
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).not.toBe('true');
  });
});
