import { useI18n } from '../i18n';
import { PRIVACY_MSG as MSG } from '../messages';
import { BreachesPanel } from './breaches-panel';
import { ErasuresPanel } from './erasures-panel';
import { GrievancesPanel } from './grievances-panel';
import './privacy.css';

/**
 * Privacy (admins only): the registers the DPDP Act asks the organisers to keep. The grievances sent
 * to the grievance officer, with their due days, answered here; then the register of personal data
 * breaches, with when each one's report to the Data Protection Board is due; last, the register of
 * erasures of accounts' personal data.
 */
export function PrivacyTab() {
  useI18n();
  return (
    <div className="admin-tab">
      <p className="admin-hint">{MSG.intro}</p>
      <GrievancesPanel />
      <BreachesPanel />
      <ErasuresPanel />
    </div>
  );
}
