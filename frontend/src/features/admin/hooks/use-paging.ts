import { useState } from 'react';

/** SPEC 9: admin tables show 5 rows per page. */
export const DEFAULT_PAGE_SIZE = 5;

/**
 * The page of a table and its size. Paging restarts at page 1 whenever `filterKey` (everything
 * that selects the rows: search, filters) or the page size changes, including a change back to an
 * earlier filter.
 */
export function usePaging(filterKey: string, initialSize: number = DEFAULT_PAGE_SIZE) {
  const [size, setSize] = useState(initialSize);
  const key = `${size}\u0000${filterKey}`;
  const [state, setState] = useState({ key, page: 1 });
  if (state.key !== key) {
    // Adjusting state while rendering (React's pattern for state derived from a changed input).
    setState({ key, page: 1 });
  }
  const page = state.key === key ? state.page : 1;
  return {
    page,
    size,
    setPage: (next: number) => {
      setState({ key, page: Math.max(1, next) });
    },
    setSize,
  };
}

/** How many pages `total` rows fill (at least one, so an empty table reads 'Page 1 of 1'). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}
