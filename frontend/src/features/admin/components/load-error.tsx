import { LoadFailure } from '@/components/ui/query-state';

import { useI18n } from '../i18n';
import { MSG } from '../messages';

/** Why a list could not be loaded, with a way to try again: the portal's look of LoadFailure. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  useI18n();
  return (
    <LoadFailure
      message={message}
      onRetry={onRetry}
      retryLabel={MSG.retry}
      classes={{ alert: 'admin-error' as const, message: 'admin-error__message' as const }}
    />
  );
}
