import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import type { i18n } from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MessagingUseCases, sendMessage, type MessageGateway } from '#domain/messaging/index.ts';
import { err, ok } from '#domain/shared/index.ts';
import { AppProviders } from '../app/app-providers.tsx';
import { createI18n } from '../app/i18n.ts';
import { MessageComposer } from './message-composer.tsx';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});

// Toasts live in one store for the whole file: each test starts with none.
afterEach(() => notifications.clean());

/** The composer over the real send use case, the server answering `recipients` passes. */
const renderComposer = (
  recipients: number,
  answer: Awaited<ReturnType<MessageGateway['send']>> = ok({ recipients }),
  language = i18n,
) => {
  const sent: string[] = [];
  const closed: boolean[] = [];
  const gateway: MessageGateway = {
    send: async (_card, message) => (sent.push(message), answer),
    stats: async () => err({ code: 'unused', message: 'unused' }),
  };
  const container = new Container();
  container.bind(MessagingUseCases.sendMessage).toConstantValue(sendMessage({ gateway }));
  const element = (
    <MessageComposer cardId="card-1" onSent={() => closed.push(true)} onUpgrade={() => undefined} />
  );
  render(
    <AppProviders container={container} i18n={language}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
    </AppProviders>,
  );
  return { sent, closed };
};

const send = async (text: string) => {
  fireEvent.change(await screen.findByLabelText('Message'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
};

describe('MessageComposer (requirements §8 Message)', () => {
  it("says how many customers' passes the message goes to", async () => {
    const { sent, closed } = renderComposer(12);
    await send('Happy hour from 5 pm');
    expect(
      await screen.findByText('Message Sent Successfully. It goes to the passes of 12 customers.'),
    ).toBeTruthy();
    expect(sent).toEqual(['Happy hour from 5 pm']);
    expect(closed).toEqual([true]);
  });

  it("says a failure in the reader's language: offline, and with nothing to go on", async () => {
    const polish = await createI18n('pl');
    renderComposer(0, err({ code: 'http.network' }), polish);
    fireEvent.change(await screen.findByLabelText('Wiadomość'), { target: { value: 'Cześć' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij wiadomość' }));
    expect(
      await screen.findByText('Nie można połączyć się z serwerem. Sprawdź połączenie i spróbuj ponownie.'),
    ).toBeTruthy();
    expect(screen.queryByText('Failed to Sent Message')).toBeNull();
  });

  it('falls back to the spec words when the failure has no code or none of ours, and no text', async () => {
    renderComposer(0, err({ code: '' }));
    await send('Hi');
    expect(await screen.findByText('Failed to Sent Message')).toBeTruthy();
  });

  it('says that fallback in Polish too, for a gateway error without words', async () => {
    const polish = await createI18n('pl');
    renderComposer(0, err({ code: 'http.502', message: '' }), polish);
    fireEvent.change(await screen.findByLabelText('Wiadomość'), { target: { value: 'Cześć' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij wiadomość' }));
    expect(await screen.findByText('Nie udało się wysłać wiadomości.')).toBeTruthy();
  });

  it('does not call a message that reached nobody a success', async () => {
    const { closed } = renderComposer(0);
    await send('Anyone there?');
    expect(
      await screen.findByText('Nobody received the message: nobody with this card is in that audience yet.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Message Sent Successfully/)).toBeNull();
    // The form stays, with its text, for another audience.
    expect(closed).toEqual([]);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Anyone there?');
  });

  it('says when a paste did not fit, and keeps what fits', async () => {
    renderComposer(3);
    const box = (await screen.findByLabelText('Message')) as HTMLTextAreaElement;
    box.focus();
    await userEvent.paste('z'.repeat(300));
    expect(box.value).toBe('z'.repeat(178));
    expect(
      await screen.findByText(
        'This box holds at most 178 characters, so the end of what you pasted was left out.',
      ),
    ).toBeTruthy();
  });

  it('keeps typed characters past the cap out of the box, not only out of the message', async () => {
    const { sent } = renderComposer(3);
    const box = (await screen.findByLabelText('Message')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'x'.repeat(178) } });
    await userEvent.type(box, 'yyyyy');
    expect(box.value).toBe('x'.repeat(178));
    expect(screen.getByText('178/178 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText(/Message Sent Successfully/);
    expect(sent).toEqual(['x'.repeat(178)]);
  });
});
