import { options } from 'preact';
import compat, { createElement, useCallback, useContext, useLayoutEffect, useRef } from 'preact/compat';
import type { ComponentChildren, Context, FunctionComponent } from 'preact';

/**
 * What the dashboard's build serves for `react` (vite.config.ts): preact/compat, plus the React 19
 * pieces Mantine 9 and react-router 8 use that preact/compat 10 does not have. Preact is 10 KB
 * where React 19 is 60 (issue 23). Each piece does only what those libraries ask of it; the
 * browser tests (test/e2e) drive the built app on it.
 */
export * from 'preact/hooks';
export {
  Children,
  cloneElement,
  Component,
  createContext,
  createElement,
  createFactory,
  createPortal,
  createRef,
  findDOMNode,
  flushSync,
  forwardRef,
  Fragment,
  hydrate,
  isFragment,
  isMemo,
  isValidElement,
  lazy,
  memo,
  PureComponent,
  render,
  startTransition,
  StrictMode,
  Suspense,
  SuspenseList,
  unmountComponentAtNode,
  unstable_batchedUpdates,
  useDeferredValue,
  useInsertionEffect,
  useSyncExternalStore,
  useTransition,
  version,
} from 'preact/compat';

/** `use(context)`: Mantine calls it where React 18 code called useContext, once per render and unconditionally. */
export const use = <T>(usable: Context<T> | PromiseLike<T>): T => {
  // Nothing in the app awaits a promise in render (react-router's <Await> is unused); fail loudly rather than hang.
  if (typeof (usable as PromiseLike<T>).then === 'function')
    throw new Error('use(promise) is not available in the Preact build');
  return useContext(usable as Context<T>);
};

/** The latest callback behind a stable function, as React's useEffectEvent. */
export const useEffectEvent = <A extends unknown[], R>(callback: (...args: A) => R) => {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
};

/**
 * Preact has no transitions, so an optimistic state would end with the update that sets it: the
 * value is always the passthrough. react-router sets one only with `useTransitions`, which we leave off.
 */
export const useOptimistic = <S>(passthrough: S): [S, (action: unknown) => void] => [passthrough, () => {}];

/**
 * `<Activity mode="hidden">` keeps its children's state and hides them (Mantine's keepMounted tabs,
 * collapses and transitions). A box of its own, `display: contents` while visible, stays in the tree
 * in both modes, so switching does not remount the children.
 */
export const Activity: FunctionComponent<{ mode?: 'visible' | 'hidden'; children?: ComponentChildren }> = ({
  mode = 'visible',
  children,
}) => createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);

// React 19 passes `ref` to function components as a prop, and Mantine 9 relies on it (no forwardRef):
// move it there, as preact/compat's forwardRef does. Class components keep theirs (the instance).
const previousVnodeHook = options.vnode;
options.vnode = (vnode) => {
  const { type } = vnode;
  if (typeof type === 'function' && vnode.ref && !('render' in (type.prototype ?? {}))) {
    (vnode.props as { ref?: unknown }).ref = vnode.ref;
    vnode.ref = null;
  }
  previousVnodeHook?.(vnode);
};

// React runs the effects of a render an input caused before the next event is handled. Preact waits
// for the next animation frame, and a component that renders again before then runs its pending
// effects inside that render, with the previous render's values. On a loaded machine (a late
// frame) react-number-format's value-sync effect so fed an old value back into NumericFormat's
// state, and NumericFormat and NumberFormatBase then set each other's state without end: the page
// froze after typing in a NumberInput (the scanner's stamp count). Effects run in a microtask
// after their render instead, before any further event.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

// Libraries import React's default export too (react-router: `import React from "react"`).
// eslint-disable-next-line no-restricted-syntax -- this module stands in for the react package
export default { ...compat, use, useEffectEvent, useOptimistic, Activity };
