import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';

/**
 * Checks the `{a}/{b}` of a mailed link once, on arrival, and hands the answer to `onAnswer`.
 * A link works once, so a second effect run (StrictMode, a re-render with the same link) reuses
 * the first answer instead of spending the link again.
 */
export const useLinkCheck = <R>(
  check: (link: { a: string; b: string }) => Promise<R>,
  onAnswer: (answer: R) => void,
) => {
  const { a = '', b = '' } = useParams();
  const pending = useRef<Promise<R> | null>(null);
  const answer = useRef(onAnswer);
  answer.current = onAnswer;
  useEffect(() => {
    let live = true;
    pending.current ??= check({ a, b });
    void pending.current.then((result) => {
      if (live) answer.current(result);
    });
    return () => {
      live = false;
    };
  }, [a, b, check]);
};
