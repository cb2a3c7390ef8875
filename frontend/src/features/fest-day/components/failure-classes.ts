import type { QueryStateClasses } from '@/components/ui/query-state';

/** A failed load's box on the fest-day pages (LoadFailure), styled as the rest of the page. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a class name
export const FAILURE_CLASSES: QueryStateClasses = { alert: 'fest-day__alert' };
