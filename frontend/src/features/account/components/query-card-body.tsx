import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';

import { MSG } from '../messages';

/**
 * What an account card shows of its query: once it has failed (and is not being asked again), why,
 * with Try again; until it has loaded, `loadingLabel` as a status; then `children` with its data.
 */
export function QueryCardBody<T>({
  query,
  failedLabel,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<T>;
  failedLabel: string;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && !query.isFetching) {
    return (
      <div role="alert" className="account-sessions__error">
        <p className="account-error">
          {failedLabel}: {errorMessage(query.error)}
        </p>
        <Button
          variant="ghost"
          onClick={() => {
            void query.refetch();
          }}
        >
          {MSG.tryAgain}
        </Button>
      </div>
    );
  }
  if (!query.isSuccess) {
    return (
      <p role="status" className="account-muted">
        {loadingLabel}
      </p>
    );
  }
  return children(query.data);
}
