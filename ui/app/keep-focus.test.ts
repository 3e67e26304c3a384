import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusThroughBusyControls, keepFocusThroughRemovals } from './keep-focus.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A focused button disabled, as Chromium does it: the attribute changes and the focus falls to the
 * body in one task (jsdom does not blur a disabled button itself, so the blur comes first here).
 */
const disableFocused = (button: HTMLButtonElement) => {
  button.blur();
  button.disabled = true;
};

describe('keepFocusThroughBusyControls', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  const page = () => {
    document.body.innerHTML = '<button id="save">Save</button><input id="name" />';
    stop = keepFocusThroughBusyControls(document);
    return {
      save: document.getElementById('save') as HTMLButtonElement,
      name: document.getElementById('name') as HTMLInputElement,
    };
  };

  it('gives the focus back to a button that lost it by being busy', async () => {
    const { save } = page();
    save.focus();
    disableFocused(save);
    await settle();
    expect(document.activeElement).toBe(document.body);
    save.disabled = false;
    await settle();
    expect(document.activeElement).toBe(save);
  });

  it('leaves the focus where the user has put it meanwhile', async () => {
    const { save, name } = page();
    save.focus();
    disableFocused(save);
    await settle();
    name.focus();
    save.disabled = false;
    await settle();
    expect(document.activeElement).toBe(name);
  });

  it('does not take the focus for a button the user had left before it was disabled', async () => {
    const { save } = page();
    save.focus();
    save.blur();
    await settle();
    save.disabled = true;
    await settle();
    save.disabled = false;
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('keepFocusThroughRemovals', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  const page = () => {
    document.body.innerHTML = `
      <nav><a href="/cards" id="nav-cards">Cards</a></nav>
      <main id="main-content" tabindex="-1">
        <ul id="rows">
          <li id="row-1"><button id="restore-1">Restore</button></li>
          <li id="row-2"><button id="restore-2">Restore</button></li>
          <li id="row-3"><button id="restore-3">Restore</button></li>
        </ul>
      </main>
      <div data-portal><div role="dialog"><button id="confirm">Confirm</button></div></div>`;
    stop = keepFocusThroughRemovals(document);
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    return { byId };
  };

  it('moves the focus to the next control when the focused one goes away with its row', async () => {
    const { byId } = page();
    byId('restore-2').focus();
    byId('row-2').remove();
    await settle();
    expect(document.activeElement?.id).toBe('restore-3');
  });

  it('moves it to the previous control when the last one goes', async () => {
    const { byId } = page();
    byId('restore-3').focus();
    byId('row-3').remove();
    await settle();
    expect(document.activeElement?.id).toBe('restore-2');
  });

  it('stays in its region: with no control left in the page it goes to the main region, not the sidebar', async () => {
    const { byId } = page();
    byId('restore-1').focus();
    byId('rows').remove();
    await settle();
    expect(document.activeElement?.id).toBe('main-content');
  });

  it('leaves a dialog to give the focus back itself', async () => {
    const { byId } = page();
    byId('confirm').focus();
    byId('confirm').closest('[data-portal]')?.remove();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('does nothing for a control the user had left before it went away', async () => {
    const { byId } = page();
    byId('restore-2').focus();
    byId('restore-2').blur();
    await settle();
    byId('row-2').remove();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('does nothing when the focus is already somewhere else', async () => {
    const { byId } = page();
    byId('restore-2').focus();
    byId('row-2').remove();
    byId('nav-cards').focus();
    await settle();
    expect(document.activeElement?.id).toBe('nav-cards');
  });

  it('puts the focus on the main region after a page change took the control with it', async () => {
    const { byId } = page();
    const before = window.location.pathname;
    byId('restore-2').focus();
    window.history.pushState({}, '', '/elsewhere');
    try {
      byId('rows').innerHTML = '<li><button id="new-page-button">Other</button></li>';
      await settle();
      expect(document.activeElement?.id).toBe('main-content');
    } finally {
      window.history.pushState({}, '', before);
    }
  });

  it('waits for the main region of a page that is still loading, then puts the focus there', async () => {
    document.body.innerHTML = `<div id="app"><form><button id="finish">Finish setup</button></form></div>`;
    stop = keepFocusThroughRemovals(document);
    const before = window.location.pathname;
    document.getElementById('finish')!.focus();
    window.history.pushState({}, '', '/dashboard');
    try {
      // The form goes; the next page's frame comes a moment later (its code was still loading).
      document.getElementById('app')!.innerHTML = '<p>Loading…</p>';
      await settle();
      expect(document.activeElement).toBe(document.body);
      document.getElementById('app')!.innerHTML =
        '<main id="main-content" tabindex="-1"><h1>Dashboard</h1></main>';
      await settle();
      expect(document.activeElement?.id).toBe('main-content');
    } finally {
      window.history.pushState({}, '', before);
    }
  });

  it('keeps the place of a button disabled while it works, for the page that then replaces it', async () => {
    const { byId } = page();
    const before = window.location.pathname;
    const button = byId('restore-2') as HTMLButtonElement;
    button.focus();
    // Publishing: the button is disabled (the browser drops its focus), then the next page comes.
    disableFocused(button);
    await settle();
    window.history.pushState({}, '', '/card/1/share');
    try {
      byId('rows').innerHTML = '<li>Share your card</li>';
      await settle();
      expect(document.activeElement?.id).toBe('main-content');
    } finally {
      window.history.pushState({}, '', before);
    }
  });
});
