import type { ErrorReporter } from '#domain/shared/index.ts';

/**
 * The embedded error reporter: failures go to the browser console, where they are visible
 * to whoever debugs the page. A hosted reporting service plugs in behind the same port.
 */
export const createConsoleErrorReporter = (sink: Pick<Console, 'warn'> = console): ErrorReporter => ({
  report(failure) {
    sink.warn('[passdeck] request failed', failure);
  },
});
