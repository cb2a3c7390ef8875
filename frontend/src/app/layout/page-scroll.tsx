import { useLayoutEffect, useRef, type RefObject } from 'react';
import { ScrollRestoration } from 'react-router';

import { useHydrated } from '@/lib/use-hydrated';

/**
 * The router's scroll restoration (back and forward return to where the visitor was; a new page
 * starts at the top), keeping the place of a visitor who scrolled a prerendered page before it
 * came alive: ScrollRestoration scrolls the page it first mounts on to the top, which for a view
 * already on screen would throw the visitor back to the top the moment React hydrates it.
 */
export function PageScroll() {
  const hydrating = !useHydrated();
  const before = useRef<number | null>(null);
  return (
    <>
      <RememberScroll intoRef={before} when={hydrating} />
      <ScrollRestoration />
      <ReturnScroll fromRef={before} />
    </>
  );
}

// Layout effects of siblings run in order in one commit, before the browser paints: the first
// notes where the visitor is, ScrollRestoration moves, the last puts the visitor back.

function RememberScroll({ intoRef, when }: { intoRef: RefObject<number | null>; when: boolean }) {
  useLayoutEffect(() => {
    if (when) intoRef.current = window.scrollY;
  }, [intoRef, when]);
  return null;
}

function ReturnScroll({ fromRef }: { fromRef: RefObject<number | null> }) {
  useLayoutEffect(() => {
    const y = fromRef.current;
    fromRef.current = null;
    if (y) window.scrollTo(0, y);
  }, [fromRef]);
  return null;
}
