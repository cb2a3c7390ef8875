import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';

import { MSG } from '../messages';

/** What the page needs of a query to show its state. */
interface QueryLike {
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The first of `queries` that has failed (and is not being asked again): why, with Try again, which
 * asks again for every failed one. Null when none has failed.
 */
export function queryFailure(queries: readonly { query: QueryLike; label: string }[]): ReactNode {
  const failed = queries.filter(({ query }) => query.isError && !query.isFetching);
  const first = failed[0];
  if (!first) return null;
  return (
    <div role="alert" className="stay-notice">
      <p className="stay-error">
        {first.label}: {errorMessage(first.query.error)}
      </p>
      <Button
        variant="ghost"
        onClick={() => {
          for (const { query } of failed) void query.refetch();
        }}
      >
        {MSG.tryAgain}
      </Button>
    </div>
  );
}

/** A loading line, announced to screen readers. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="stay-muted">
      {label}
    </p>
  );
}
