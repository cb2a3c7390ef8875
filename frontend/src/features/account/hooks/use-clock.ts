import { useEffect, useState } from 'react';

/** How often a running countdown is read again. */
const TICK_MS = 15_000;

/** The time now (ms), read again every few seconds while `running` (a countdown is on screen). */
export function useClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, [running]);
  return now;
}
