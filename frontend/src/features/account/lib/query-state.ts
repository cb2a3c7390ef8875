/* eslint-disable lingui/no-unlocalized-strings -- class names */
import type { QueryStateClasses } from '@/components/ui/query-state';

/** The account cards' look of a load that failed or is under way. */
export const ACCOUNT_QUERY_STATE: QueryStateClasses = {
  alert: 'account-sessions__error',
  message: 'account-error',
  loading: 'account-muted',
};
