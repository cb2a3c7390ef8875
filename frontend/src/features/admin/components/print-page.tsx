import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadingStatus } from '@/components/ui/query-state';

import { useI18n } from '../i18n';
import type { Remote } from '../hooks/use-admin-query';
import { useStaffUser } from '../hooks/use-staff-user';
import { PRINT_MSG } from '../messages';
import { LoadError } from './load-error';
import './print.css';

/**
 * The frame of a print page (/admin/print/...): no portal around it, a bar with the title, a short
 * summary, Print (the browser's print dialog) and the way back, all left out of the printout; then
 * the A4 sheets. Only admins print (the server refuses anyone else): others see `notFound`.
 */
export function PrintFrame({
  title,
  back,
  notFound,
  children,
}: {
  title: string;
  back: string;
  notFound: ReactNode;
  children: ReactNode;
}) {
  useI18n();
  const user = useStaffUser();
  if (user.role !== 'admin') return notFound;
  return (
    <div className="bulk-print">
      <div className="bulk-print__bar">
        <h1 className="bulk-print__title">{title}</h1>
        <ButtonLink variant="ghost" to={back}>
          {PRINT_MSG.back}
        </ButtonLink>
      </div>
      {children}
    </div>
  );
}

/** The summary and the Print button, shown on screen only. */
export function PrintSummary({ summary }: { summary: string }) {
  useI18n();
  return (
    <div className="bulk-print__summary">
      <p data-testid="print-summary">{summary}</p>
      <Button
        variant="fire"
        onClick={() => {
          window.print();
        }}
      >
        {PRINT_MSG.print}
      </Button>
    </div>
  );
}

/** A print page's loading and error states; `ready` draws the answer. */
export function PrintState<T>({
  remote,
  ready,
}: {
  remote: Remote<T> & { reload: () => void };
  ready: (data: T) => ReactNode;
}) {
  if (remote.status === 'error') {
    return <LoadError message={remote.message} onRetry={remote.reload} />;
  }
  if (remote.data === undefined) {
    return <LoadingStatus label={PRINT_MSG.loading} className="bulk-print__status" />;
  }
  return ready(remote.data);
}

/** `list` cut into groups of `size` (the last one may be shorter). */
export function pagesOf<T>(list: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < list.length; i += size) pages.push(list.slice(i, i + size));
  return pages;
}

/** The empty state: nothing to print. */
export function NothingToPrint({ title, hint }: { title: string; hint: string }) {
  useI18n();
  return (
    <div className="bulk-print__empty">
      <p className="bulk-print__empty-title">{title}</p>
      <p>{hint}</p>
    </div>
  );
}
