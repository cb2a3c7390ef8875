import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/** Wheel travel (in pixels) that makes one step; a line or a page of wheel (deltaMode 1, 2) is one. */
export const WHEEL_TRAVEL = 60;

/**
 * Moves a side selector with the mouse wheel over `ref`: one step per {@link WHEEL_TRAVEL} pixels of
 * wheel, and at most one step per `throttleMs`. Where `canMove` answers false (an end of the list)
 * the wheel scrolls the page as usual; elsewhere the page stays put while the selector moves.
 */
export function useWheelSteps(
  ref: RefObject<HTMLElement | null>,
  canMove: (direction: 1 | -1) => boolean,
  move: (direction: 1 | -1) => void,
  throttleMs = 0,
): void {
  const travelled = useRef(0);
  const lastStep = useRef(Number.NEGATIVE_INFINITY);

  const onWheel = useEffectEvent((event: WheelEvent) => {
    const direction = Math.sign(event.deltaY);
    if (direction === 0 || !canMove(direction === 1 ? 1 : -1)) {
      travelled.current = 0;
      return; // at an end: let the page scroll
    }
    event.preventDefault();
    travelled.current += event.deltaMode === 0 ? event.deltaY : direction * WHEEL_TRAVEL;
    if (Math.abs(travelled.current) < WHEEL_TRAVEL) return;
    travelled.current = 0;
    const now = Date.now();
    if (now - lastStep.current < throttleMs) return;
    lastStep.current = now;
    move(direction === 1 ? 1 : -1);
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const listener = (event: WheelEvent) => {
      onWheel(event);
    };
    el.addEventListener('wheel', listener, { passive: false });
    return () => {
      el.removeEventListener('wheel', listener);
    };
  }, [ref]);
}
