import { useId } from 'react';

import { useI18n } from '@/components/i18n';

import { Button } from './button';
import './data-table.css';

/**
 * Previous / 'Page N of M' / Next under a table, and optionally how many rows a page shows.
 */
export function Pagination({
  label,
  page,
  pageCount,
  onPageChange,
  pageSize,
  pageSizes,
  onPageSizeChange,
}: {
  /** Names the navigation landmark, e.g. 'Users pages'. */
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
}) {
  const sizeId = useId();
  const { i18n } = useI18n();
  return (
    <nav className="ui-pagination" aria-label={label}>
      <Button
        variant="ghost"
        disabled={page <= 1}
        onClick={() => {
          onPageChange(page - 1);
        }}
      >
        {i18n._('ui.pagination.previous')}
      </Button>
      <span className="ui-pagination__status" aria-live="polite">
        {i18n._('ui.pagination.page', { page, pageCount })}
      </span>
      <Button
        variant="ghost"
        disabled={page >= pageCount}
        onClick={() => {
          onPageChange(page + 1);
        }}
      >
        {i18n._('ui.pagination.next')}
      </Button>
      {pageSize !== undefined && pageSizes && onPageSizeChange && (
        <span className="ui-pagination__size">
          <label htmlFor={sizeId}>{i18n._('ui.pagination.rowsPerPage')}</label>
          <select
            id={sizeId}
            className="ui-select"
            value={pageSize}
            onChange={(event) => {
              onPageSizeChange(Number(event.target.value));
            }}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      )}
    </nav>
  );
}
