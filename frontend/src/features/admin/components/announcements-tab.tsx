import { useI18n } from '../i18n';
import { ANNOUNCEMENTS_MSG as MSG } from '../messages';
import { AnnouncementForm } from './announcement-form';
import { AnnouncementList } from './announcement-list';
import { CertificatesPanel } from './certificates-panel';
import { RemindersPanel } from './reminders-panel';
import './announcements.css';

/**
 * Announcements (admins only): write a message to a segment of the people of the fest, see how
 * many it reaches, send it now or at a set time (India time); below, every announcement with its
 * state and its e-mails, a scheduled one cancellable; then the reminders e-mailed the day before
 * (each team's first match, the fest) with how many were sent; last, the certificates released after
 * the fest (e-mailed to their holders), with their counts, their list and their revocation.
 */
export function AnnouncementsTab() {
  useI18n();
  return (
    <div className="admin-tab">
      <p className="admin-hint">{MSG.intro}</p>
      <AnnouncementForm />
      <AnnouncementList />
      <RemindersPanel />
      <CertificatesPanel />
    </div>
  );
}
