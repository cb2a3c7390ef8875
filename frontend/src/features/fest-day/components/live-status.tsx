import type { LiveStatus as Status } from '../hooks/use-live-updates';
import { MSG } from '../messages';

/** Where the live stream stands, announced politely to screen readers when it changes. */
export function LiveStatus({ status }: { status: Status }) {
  return (
    <p role="status" aria-live="polite" className={`fest-day__live fest-day__live--${status}`}>
      {MSG.live[status]}
    </p>
  );
}
