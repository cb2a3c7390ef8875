import { ButtonLink } from '@/components/ui/button-link';

import { useI18n } from '../i18n';
import { PRINT_MSG } from '../messages';
import { printPassesPath } from './print-passes';
import { teamSheetsPath } from './print-team-sheets';

/**
 * Where admins print for an event: its passes on A4 sheets, its team sheets for the referees, and
 * the passes of a college (the print page lists the colleges).
 */
export function PrintLinks({ event }: { event: string }) {
  useI18n();
  return (
    <div className="admin-downloads" role="group" aria-label={PRINT_MSG.printLinks}>
      <span aria-hidden="true">{PRINT_MSG.printLinks}:</span>
      <ButtonLink variant="ghost" className="admin-small-button" to={printPassesPath({ event })}>
        {PRINT_MSG.printPasses}
      </ButtonLink>
      <ButtonLink variant="ghost" className="admin-small-button" to={teamSheetsPath(event)}>
        {PRINT_MSG.teamSheets}
      </ButtonLink>
      <ButtonLink variant="ghost" className="admin-small-button" to={printPassesPath()}>
        {PRINT_MSG.printByCollege}
      </ButtonLink>
    </div>
  );
}
