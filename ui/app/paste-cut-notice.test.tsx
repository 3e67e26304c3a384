import { fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './app-providers.tsx';
import { createI18n } from './i18n.ts';

/** A paste of `text` into `box`, as the browser announces it before it inserts (and cuts) the text. */
const paste = (box: HTMLElement, text: string) =>
  fireEvent.paste(box, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });

describe('a paste that does not fit its box', () => {
  it('is said in the user’s language; a paste that fits, or a box without a cap, says nothing', async () => {
    const i18n = await createI18n('de');
    render(
      <AppProviders container={new Container()} i18n={i18n}>
        <input aria-label="capped" maxLength={10} defaultValue="abc" />
        <input aria-label="free" />
      </AppProviders>,
    );
    const capped = screen.getByLabelText('capped') as HTMLInputElement;
    capped.setSelectionRange(3, 3);
    paste(capped, 'defg');
    paste(screen.getByLabelText('free'), 'x'.repeat(500));
    expect(screen.queryByText(/weggelassen/)).toBeNull();
    paste(capped, 'defghijk');
    expect(
      await screen.findByText(
        'Dieses Feld fasst höchstens 10 Zeichen, daher wurde das Ende des Eingefügten weggelassen.',
      ),
    ).toBeTruthy();
  });
});
