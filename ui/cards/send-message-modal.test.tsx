import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const containerWith = (asked: (string | undefined)[]) => {
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
  return container;
};

describe('SendMessageModal (requirements §2.2 audience)', () => {
  it("asks for this card's segment counts, and says who gets the message once a segment is chosen", async () => {
    const asked: (string | undefined)[] = [];
    const container = containerWith(asked);
    const element = <SendMessageModal cardId="card-7" cardName="Coffee card" onClose={() => undefined} />;
    renderRoutes(container, i18n, [{ path: '/cards', element }], '/cards');
    expect(await screen.findByText(/^Every holder of this card gets the message/)).toBeTruthy();
    expect(asked).toEqual(['card-7']);
    fireEvent.click(screen.getByRole('combobox', { name: 'Send to' }));
    fireEvent.click(await screen.findByRole('option', { name: /\(12\)$/, hidden: true }));
    expect(await screen.findByText(/^Only the holders of this card in the chosen segment/)).toBeTruthy();
  });

  it('asks before a typed message is thrown away by Escape, and keeps it on Cancel', async () => {
    const closed: string[] = [];
    const element = (
      <SendMessageModal cardId="card-7" cardName="Coffee card" onClose={() => closed.push('closed')} />
    );
    renderRoutes(containerWith([]), i18n, [{ path: '/cards', element }], '/cards');
    const box = await screen.findByRole('textbox', { name: /^Message/ });
    // Empty, it closes at once.
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(closed).toEqual(['closed']);
    fireEvent.change(box, { target: { value: 'Fresh croissants until noon' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    const ask = await screen.findByRole('dialog', { name: 'Discard this message?' });
    expect(closed).toEqual(['closed']);
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect((box as HTMLTextAreaElement).value).toBe('Fresh croissants until noon');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard this message?' })).toBeNull());
    fireEvent.keyDown(box, { key: 'Escape' });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard this message?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(closed).toEqual(['closed', 'closed']));
  });
});
