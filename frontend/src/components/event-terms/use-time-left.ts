import { useEffect, useState } from 'react';

import { untilNextMinute } from './availability';

const instant = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
};

/**
 * Milliseconds left until `deadline` (RFC 3339), read again whenever the countdown's minute changes,
 * and once more at the deadline itself (then zero or less); null when there is no deadline.
 */
export function useTimeLeft(deadline: string | null | undefined): number | null {
  const target = instant(deadline);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (target === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = target - current;
      if (left > 0) timer = setTimeout(tick, untilNextMinute(left));
    };
    // At once (a new deadline, or a page shown again), then on each minute of the countdown.
    timer = setTimeout(tick, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [target]);

  return target === null ? null : target - now;
}
