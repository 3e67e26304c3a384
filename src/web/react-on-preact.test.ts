import { createContext, createElement, render, type ComponentChild, type RefObject } from 'preact';
import { act } from 'preact/test-utils';
import { useEffect, useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Activity, use, useEffectEvent } from './react-on-preact.ts';

const root = document.createElement('div');
const show = (vnode: ComponentChild) => act(() => render(vnode, root));

describe('the React 19 pieces the dashboard gets on Preact', () => {
  afterEach(() => act(() => render(null, root)));

  it('passes a ref to a function component as a prop, as React 19 does (Mantine 9 relies on it)', () => {
    const Field = ({ ref }: { ref?: RefObject<HTMLInputElement> }) => createElement('input', { ref });
    const ref: RefObject<HTMLInputElement> = { current: null };
    show(createElement(Field, { ref }));
    expect(ref.current).toBe(root.querySelector('input'));
  });

  it('reads a context with use(), and refuses a promise', () => {
    const Theme = createContext('light');
    const Shown = () => createElement('p', null, use(Theme));
    show(createElement(Theme.Provider, { value: 'dark' }, createElement(Shown, null)));
    expect(root.textContent).toBe('dark');
    expect(() => use(Promise.resolve('x'))).toThrow(/promise/);
  });

  it('calls the latest callback through the stable function useEffectEvent returns', () => {
    const seen = vi.fn();
    const handlers: (() => void)[] = [];
    const Counter = ({ value }: { value: number }) => {
      handlers.push(useEffectEvent(() => seen(value)));
      return null;
    };
    show(createElement(Counter, { value: 1 }));
    show(createElement(Counter, { value: 2 }));
    expect(handlers[0]).toBe(handlers[1]);
    handlers[0]!();
    expect(seen).toHaveBeenCalledWith(2);
  });

  it('hides <Activity mode="hidden"> and keeps its children’s state', () => {
    let increment = () => {};
    const Count = () => {
      const [count, setCount] = useState(0);
      increment = () => setCount((c) => c + 1);
      return createElement('span', null, String(count));
    };
    const box = () => root.firstElementChild as HTMLElement;
    show(createElement(Activity, { mode: 'visible' }, createElement(Count, null)));
    act(() => increment());
    show(createElement(Activity, { mode: 'hidden' }, createElement(Count, null)));
    expect(box().style.display).toBe('none');
    show(createElement(Activity, { mode: 'visible' }, createElement(Count, null)));
    expect(box().style.display).toBe('contents');
    expect(root.textContent).toBe('1');
  });

  it('runs a render’s effects before the next task, not after the next animation frame', async () => {
    const ran = vi.fn();
    const Subscriber = () => {
      useEffect(ran, []);
      return null;
    };
    // Outside act(), which would flush the effects itself.
    render(createElement(Subscriber, null), root);
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(ran).toHaveBeenCalledTimes(1);
  });
});
