import { useEffect, useState } from 'react';

/** Whole seconds left, ticking down to 0; `restart` sets a new count (the re-send cool-down). */
export const useCountdown = (initialSeconds: number) => {
  const [left, setLeft] = useState(initialSeconds);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, restart: setLeft };
};
