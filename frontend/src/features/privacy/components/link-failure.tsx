import { LoadFailure } from '@/components/ui/query-state';
import { ApiError, errorMessage } from '@/lib/api-client';

import { useI18n } from '../i18n';
import { FAILURE_CLASSES } from './failure-classes';

/**
 * Why a page opened by an e-mailed link (a member's data, a guardian's consent) has nothing to show:
 * a wrong or spent link (404) in the server's words, with nothing to retry; any other failure with
 * Try again.
 */
export function LinkFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n } = useI18n();
  if (error instanceof ApiError && error.status === 404) {
    return (
      <p role="alert" className="grievance-failure grievance-failure__message">
        {errorMessage(error)}
      </p>
    );
  }
  return (
    <LoadFailure
      message={errorMessage(error)}
      retryLabel={i18n._('privacy.tryAgain')}
      onRetry={onRetry}
      classes={FAILURE_CLASSES}
    />
  );
}
