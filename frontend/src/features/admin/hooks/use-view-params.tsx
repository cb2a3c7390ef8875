import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router';

import { useDebouncedValue } from './use-debounced-value';

/** Changes to the address's search parameters: a value sets one, null (or '') removes it. */
export type ParamChanges = Record<string, string | null>;

interface ViewParams {
  params: URLSearchParams;
  /** Applies `changes` in one navigation: a new history entry, or in place with `replace`. */
  update: (changes: ParamChanges, replace?: boolean) => void;
}

const ViewParamsContext = createContext<ViewParams | null>(null);

/**
 * Puts the views under it in the address: their filters, searches and pages become search parameters,
 * so a filtered list can be linked to and the back button restores it. Outside this provider (a view on
 * its own) the same hooks keep their state in the component.
 */
export function ViewParamsProvider({ children }: { children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: ParamChanges, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  const value = useMemo(() => ({ params, update }), [params, update]);
  return <ViewParamsContext.Provider value={value}>{children}</ViewParamsContext.Provider>;
}

/** The search parameter of a page. */
export const PAGE_PARAM = 'page' as const;

/** The search parameters of the views' filters and searches. */
export type ViewParamName =
  | 'q'
  | 'status'
  | 'role'
  | 'event'
  | 'category'
  | 'block'
  | 'night'
  | 'list'
  | 'certEvent'
  | 'certKind'
  | 'certCollege';

/** Setting a filter or a search starts the list again at page 1. */
const FROM_PAGE_ONE: ParamChanges = { [PAGE_PARAM]: null };

/**
 * One filter of a view, '' when unset: the search parameter `name` inside a ViewParamsProvider, else
 * the component's own state. Changing it starts the view's paging again at page 1.
 */
export function useViewParam(name: ViewParamName): [string, (value: string) => void] {
  const url = useContext(ViewParamsContext);
  const [local, setLocal] = useState('');
  if (!url) return [local, setLocal];
  return [
    url.params.get(name) ?? '',
    (value: string) => {
      url.update({ ...FROM_PAGE_ONE, [name]: value });
    },
  ];
}

/**
 * A search box whose settled text (debounced, trimmed) is the search parameter `name` (see
 * useViewParam): `text` is what the box shows, `search` what the list is asked for. When the address
 * changes (a link, the back button) the box follows it.
 */
export function useViewSearch(name: ViewParamName = 'q') {
  const [search, setSearch] = useViewParam(name);
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    // The address changed under the box (back, forward, a link): show what it says, unless the box
    // says it already (the search just sent, perhaps with a space typed after it).
    setShown(search);
    if (text.trim() !== search) setText(search);
  }
  const settled = useDebouncedValue(text.trim());
  const lastSettled = useRef(settled);
  useEffect(() => {
    // Only a newly settled text is sent (not an older one when the address moved meanwhile).
    if (lastSettled.current === settled) return;
    lastSettled.current = settled;
    if (settled !== search) setSearch(settled);
  }, [settled, search, setSearch]);
  return { text, setText, search };
}

/** Whether the views are in the address (inside a ViewParamsProvider). */
export function useViewParams(): ViewParams | null {
  return useContext(ViewParamsContext);
}
