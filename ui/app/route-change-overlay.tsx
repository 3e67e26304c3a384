import { LoadingOverlay } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { LOADING_OVERLAY_TIMING } from '#domain/auth/index.ts';

type Phase = 'fresh' | 'settled' | 'capped';

/**
 * requirements §2.1: a full-screen overlay on every route or query change, for up to 0.5 s while
 * the next screen settles, and never longer than 3 s even if it is still loading.
 */
export const RouteChangeOverlay = () => {
  const location = useLocation();
  const navigation = useNavigation();
  const key = `${location.pathname}${location.search}`;
  const [tracked, setTracked] = useState({ key, phase: 'fresh' as Phase });
  // A new location starts a new overlay (state adjusted during render, not in an effect).
  if (tracked.key !== key) setTracked({ key, phase: 'fresh' });

  useEffect(() => {
    const settle = setTimeout(
      () => setTracked((s) => (s.key === key && s.phase === 'fresh' ? { key, phase: 'settled' } : s)),
      LOADING_OVERLAY_TIMING.normalMs,
    );
    const cap = setTimeout(
      () => setTracked((s) => (s.key === key ? { key, phase: 'capped' } : s)),
      LOADING_OVERLAY_TIMING.capMs,
    );
    return () => {
      clearTimeout(settle);
      clearTimeout(cap);
    };
  }, [key]);

  const phase = tracked.key === key ? tracked.phase : 'fresh';
  const visible = phase === 'fresh' || (phase === 'settled' && navigation.state !== 'idle');
  // requirements §10.5: with prefers-reduced-motion the overlay neither fades nor bounces; it shows a
  // still hourglass instead of the moving dots.
  const reduceMotion = useReducedMotion();
  return (
    <LoadingOverlay
      visible={visible}
      pos="fixed"
      zIndex={400}
      overlayProps={{ backgroundOpacity: 0.2 }}
      transitionProps={{ duration: reduceMotion ? 0 : 120 }}
      loaderProps={
        reduceMotion
          ? { children: <IconHourglassHigh size={32} color="var(--mantine-primary-color-filled)" /> }
          : { type: 'dots' }
      }
      data-reduced-motion={reduceMotion || undefined}
    />
  );
};
