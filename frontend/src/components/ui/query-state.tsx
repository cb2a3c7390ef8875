import type { ReactNode } from 'react';

import { i18n, useI18n } from '@/components/i18n';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';

/** The retry button's text unless a page names another (in the active language). */
export let TRY_AGAIN = i18n._('ui.tryAgain');
// eslint-disable-next-line lingui/no-unlocalized-strings -- an event's name
i18n.on('change', () => {
  TRY_AGAIN = i18n._('ui.tryAgain');
});

/** The class names a page gives the parts, to look as the rest of the page. */
export interface QueryStateClasses {
  /** The failure's box (role alert). */
  alert?: string;
  /** The failure's text. */
  message?: string;
  /** The loading line (role status). */
  loading?: string;
}

/** Why something could not be loaded, with a button that asks again. */
export function LoadFailure({
  message,
  onRetry,
  retryLabel,
  classes = {},
}: {
  message: ReactNode;
  onRetry: () => void;
  /** Default: Try again (in the active language). */
  retryLabel?: string;
  classes?: QueryStateClasses;
}) {
  const { i18n } = useI18n();
  return (
    <div role="alert" className={classes.alert}>
      <p className={classes.message}>{message}</p>
      <Button variant="ghost" onClick={onRetry}>
        {retryLabel ?? i18n._('ui.tryAgain')}
      </Button>
    </div>
  );
}

/** A loading line, announced to screen readers. */
export function LoadingStatus({ label, className }: { label: ReactNode; className?: string }) {
  return (
    <p role="status" className={className}>
      {label}
    </p>
  );
}

/** What the state of a query needs (a TanStack Query result has it). */
export interface QueryLike<T = unknown> {
  data: T | undefined;
  isSuccess: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** `label: the server's message` for a failed query. */
export const failureText = (label: string, error: unknown) => `${label}: ${errorMessage(error)}`;

/**
 * The first of `queries` that has failed (and is not being asked again): why, with a retry button
 * that asks again for every failed one. Null when none has failed.
 */
export function QueriesFailure({
  queries,
  retryLabel,
  classes,
}: {
  queries: readonly { query: QueryLike; label: string }[];
  retryLabel?: string;
  classes?: QueryStateClasses;
}) {
  const failed = queries.filter(({ query }) => query.isError && !query.isFetching);
  const first = failed[0];
  if (!first) return null;
  return (
    <LoadFailure
      message={failureText(first.label, first.query.error)}
      onRetry={() => {
        for (const { query } of failed) void query.refetch();
      }}
      retryLabel={retryLabel}
      classes={classes}
    />
  );
}

/**
 * What a page shows of a query: once it has failed (and is not being asked again), why (`failed`:
 * the server's message), with a retry button; until it has loaded, `loading` as a status; then
 * `children` with its data.
 */
export function QueryState<T>({
  query,
  failed,
  loading,
  retryLabel,
  classes = {},
  children,
}: {
  query: QueryLike<T>;
  failed: string;
  loading: ReactNode;
  retryLabel?: string;
  classes?: QueryStateClasses;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && !query.isFetching) {
    return (
      <LoadFailure
        message={failureText(failed, query.error)}
        onRetry={() => {
          void query.refetch();
        }}
        retryLabel={retryLabel}
        classes={classes}
      />
    );
  }
  if (!query.isSuccess || query.data === undefined) {
    return <LoadingStatus label={loading} className={classes.loading} />;
  }
  return children(query.data);
}
