import { ANNOUNCEMENTS_MSG as MSG } from '../messages';
import { AnnouncementForm } from './announcement-form';
import { AnnouncementList } from './announcement-list';
import { RemindersPanel } from './reminders-panel';
import './announcements.css';

/**
 * Announcements (admins only): write a message to a segment of the people of the fest, see how
 * many it reaches, send it now or at a set time (India time); below, every announcement with its
 * state and its e-mails, a scheduled one cancellable; last, the reminders e-mailed the day before
 * (each team's first match, the fest) with how many were sent.
 */
export function AnnouncementsTab() {
  return (
    <div className="admin-tab">
      <p className="admin-hint">{MSG.intro}</p>
      <AnnouncementForm />
      <AnnouncementList />
      <RemindersPanel />
    </div>
  );
}
