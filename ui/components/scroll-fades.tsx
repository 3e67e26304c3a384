import { Box } from '@mantine/core';
import { type RefObject, useEffect, useState } from 'react';

type Edges = { start: boolean; end: boolean };

/**
 * Which sides of a sideways-scrolling element hide more content; kept up to date as it scrolls, as it
 * or its children change size, and when `content` (what it shows, say a count) changes.
 */
export const useScrollEdges = (ref: RefObject<HTMLElement | null>, content: unknown = null): Edges => {
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const max = element.scrollWidth - element.clientWidth;
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft < max - 1;
      setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resizes = new ResizeObserver(update);
    resizes.observe(element);
    for (const child of element.children) resizes.observe(child);
    return () => {
      element.removeEventListener('scroll', update);
      resizes.disconnect();
    };
  }, [ref, content]);
  return edges;
};

const fade = (side: 'left' | 'right') =>
  ({
    position: 'absolute',
    top: 0,
    bottom: 0,
    [side]: 0,
    width: 32,
    pointerEvents: 'none',
    zIndex: 1,
    background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, var(--mantine-color-body), transparent)`,
  }) as const;

/**
 * The cue that a row or table goes on beyond the screen: a fade over the edge that hides more. Put it
 * beside the scrolling element inside a positioned box; it is a picture only (the content stays reachable
 * by scrolling and by keyboard).
 */
export const ScrollFades = ({ edges }: { edges: Edges }) => (
  <>
    {edges.start && <Box aria-hidden data-scroll-fade="start" style={fade('left')} />}
    {edges.end && <Box aria-hidden data-scroll-fade="end" style={fade('right')} />}
  </>
);
