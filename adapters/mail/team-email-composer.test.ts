import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '#domain/shared/index.ts';
import { TEAM_ROLES, type TeamInvitationEmail } from '#domain/team/index.ts';
import { createTeamEmailComposer } from './team-email-composer.adapter.ts';

const LINK = 'https://passdeck.test/signup?invite=t0k&n=1';

/** Ana, of Café Łódź, invites Bo; each test changes what it is about. */
const ANA_INVITES_BO: TeamInvitationEmail = {
  to: 'bo@example.com',
  language: 'en',
  businessName: 'Café Łódź',
  inviterName: 'Ana Nowak',
  role: 'staff',
  link: LINK,
  expiresDays: 7,
};
const invitation = (over: Partial<TeamInvitationEmail> = {}) => ({ ...ANA_INVITES_BO, ...over });

describe('team invitation email', () => {
  const composer = createTeamEmailComposer();

  it('is written in each of the seven languages, for each role, with the link', () => {
    for (const role of TEAM_ROLES) {
      const subjects = new Set<string>();
      for (const language of SITE_LANGUAGES) {
        const composed = composer.teamInvitation(invitation({ language, role }));
        expect(composed.to).toBe('bo@example.com');
        expect(composed.subject).toContain('Ana Nowak');
        expect(composed.subject).toContain('Café Łódź');
        subjects.add(composed.subject);
        expect(composed.text).toContain(LINK);
        expect(composed.html).toContain(`href="${LINK.replace('&', '&amp;')}"`);
        expect(composed.html).toContain(`<html lang="${language}">`);
        expect(composed.text).not.toMatch(/\{\{|\}\}/);
      }
      expect(subjects.size).toBe(SITE_LANGUAGES.length);
    }
  });

  it('names the role and what it may do, the button and the expiry', () => {
    const owner = composer.teamInvitation(invitation({ role: 'owner' }));
    expect(owner.subject).toBe('Ana Nowak invites you to join Café Łódź on Passdeck as owner');
    expect(owner.text).toContain('including billing and managing the team');
    expect(owner.text).toContain(`Join Café Łódź: ${LINK}`);
    expect(owner.text).toContain('expires in 7 days');
    expect(owner.text).toContain('If you do not know them, ignore this mail.');
    const staff = composer.teamInvitation(invitation({ language: 'de', role: 'staff' }));
    expect(staff.subject).toContain('als Mitarbeiter');
    expect(staff.text).toContain('7 Tage');
    expect(composer.teamInvitation(invitation({ language: 'uk' })).text).toContain('7 днів');
  });

  it('escapes a hostile business and inviter name in the HTML', () => {
    const composed = composer.teamInvitation(
      invitation({ businessName: '<script>alert(1)</script>', inviterName: '<img src=x onerror=alert(1)>' }),
    );
    expect(composed.html).not.toContain('<script>');
    expect(composed.html).not.toContain('<img');
    expect(composed.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(composed.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('falls back to English for a language it does not have', () => {
    const composed = composer.teamInvitation(invitation({ language: 'fr' }));
    expect(composed.subject).toContain('invites you to join');
    expect(composed.html).toContain('<html lang="en">');
  });
});
