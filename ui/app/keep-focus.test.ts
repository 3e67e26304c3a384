import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusThroughBusyControls } from './keep-focus.ts';

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
