import { useEffect, useState } from 'react';

import { PAGE_PARAM, useViewParams } from './use-view-params';

/** SPEC 9: admin tables show 5 rows per page. */
export const DEFAULT_PAGE_SIZE = 5;

/** The page a search parameter names: a whole number from 1, else page 1. */
function pageOf(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/**
 * The page of a table and its size. Paging restarts at page 1 whenever `filterKey` (everything
 * that selects the rows: search, filters) or the page size changes, including a change back to an
 * earlier filter. Inside a ViewParamsProvider the page is the address's `page` parameter (the
 * filters' setters remove it), so a page can be linked to and the back button returns to it.
 */
export function usePaging(filterKey: string, initialSize: number = DEFAULT_PAGE_SIZE) {
  const url = useViewParams();
  const [size, setSize] = useState(initialSize);
  const key = `${size}\u0000${filterKey}`;
  const [state, setState] = useState({ key, page: 1 });
  const [last, setLast] = useState<number | null>(null);
  if (!url && state.key !== key) {
    // Adjusting state while rendering (React's pattern for state derived from a changed input).
    setState({ key, page: 1 });
  }
  const page = url ? pageOf(url.params.get(PAGE_PARAM)) : state.key === key ? state.page : 1;
  const goTo = (next: number, replace = false) => {
    const target = Math.max(1, next);
    if (url) url.update({ [PAGE_PARAM]: target > 1 ? String(target) : null }, replace);
    else setState({ key, page: target });
  };

  // In the address a page past the end is replaced by the last page once the render is done.
  useEffect(() => {
    if (url && last !== null && page > last) {
      url.update({ [PAGE_PARAM]: last > 1 ? String(last) : null }, true);
    }
  }, [url, last, page]);

  return {
    page,
    size,
    setPage: (next: number) => {
      goTo(next);
    },
    setSize: (next: number) => {
      setSize(next);
      if (url) goTo(1, true);
    },
    /**
     * A change (a filter, a search) left the page past the end, `pages`: show the last page instead
     * (called while rendering).
     */
    clamp: (pages: number) => {
      if (url) {
        if (last !== pages) setLast(pages);
      } else if (page > pages) {
        setState({ key, page: pages });
      }
    },
  };
}

/** How many pages `total` rows fill (at least one, so an empty table reads 'Page 1 of 1'). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}
