import type { LiveStatus as Status } from '../hooks/use-live-updates';
import { useI18n } from '../i18n';
import { liveText } from '../lib/texts';

/** Where the live stream stands, announced politely to screen readers when it changes. */
export function LiveStatus({ status }: { status: Status }) {
  useI18n();
  return (
    <p role="status" aria-live="polite" className={`fest-day__live fest-day__live--${status}`}>
      {liveText(status)}
    </p>
  );
}
