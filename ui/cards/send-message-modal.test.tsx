import { fireEvent, screen } from '@testing-library/react';
import { Container } from 'inversify';
import type { i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { MessagingUseCases, sendMessage } from '#domain/messaging/index.ts';
import { loadSegments, SegmentUseCases, segmentsFor, type Segment } from '#domain/segments/index.ts';
import { err, ok } from '#domain/shared/index.ts';
import { createI18n } from '../app/i18n.ts';
import { renderRoutes } from '../auth/render-guarded.tsx';
import { SendMessageModal } from './send-message-modal.tsx';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});

describe('SendMessageModal (requirements §2.2 audience)', () => {
  it("asks for this card's segment counts, and says who gets the message once a segment is chosen", async () => {
    const asked: (string | undefined)[] = [];
    const [newest] = segmentsFor([], new Date('2026-11-27T12:00:00Z'));
    const segment: Segment = { ...newest!, customerCount: 12 };
    const container = new Container();
    container
      .bind(SegmentUseCases.loadSegments)
      .toConstantValue(
        loadSegments({ gateway: { list: async (query) => (asked.push(query?.cardId), ok([segment])) } }),
      );
    container.bind(MessagingUseCases.sendMessage).toConstantValue(
      sendMessage({
        gateway: {
          send: async () => ok({ recipients: 12 }),
          stats: async () => err({ code: 'x', message: 'x' }),
        },
      }),
    );
    const element = <SendMessageModal cardId="card-7" cardName="Coffee card" onClose={() => undefined} />;
    renderRoutes(container, i18n, [{ path: '/cards', element }], '/cards');
    expect(await screen.findByText(/^Every holder of this card gets the message/)).toBeTruthy();
    expect(asked).toEqual(['card-7']);
    fireEvent.click(screen.getByRole('combobox', { name: 'Send to' }));
    fireEvent.click(await screen.findByRole('option', { name: /\(12\)$/, hidden: true }));
    expect(await screen.findByText(/^Only the holders of this card in the chosen segment/)).toBeTruthy();
  });
});
