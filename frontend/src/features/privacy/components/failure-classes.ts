/* eslint-disable lingui/no-unlocalized-strings -- class names */
import type { QueryStateClasses } from '@/components/ui/query-state';

/** The privacy pages' look of a failure (the grievance card's). */
export const FAILURE_CLASSES: QueryStateClasses = {
  alert: 'grievance-failure',
  message: 'grievance-failure__message',
};
