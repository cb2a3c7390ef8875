import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import type { ListedEvent } from '@/lib/api-types';
import { LoadingStatus } from '@/components/ui/query-state';

import { useAdminEvents } from '../api/get-events';
import { useStaffUser } from '../hooks/use-staff-user';
import { useI18n } from '../i18n';
import { MSG } from '../messages';
import { sectionPath } from '../routes';
import { EventRegistrations } from './event-registrations';
import { LoadError } from './load-error';

/**
 * Events: one button per event, then that event's registrations (the first event's until one is
 * chosen). The chosen event is the component's own, or `selectedId` with `onSelect` when the address
 * holds it (/admin/events/:event); an id no event has shows `notFound`.
 */
export function EventsTab({
  isAdmin,
  selectedId: chosenId,
  onSelect,
  notFound = null,
}: {
  isAdmin: boolean;
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  notFound?: ReactNode;
}) {
  const { i18n } = useI18n();
  const events = useAdminEvents();
  const [ownId, setOwnId] = useState<string | null>(null);
  const selectedId = onSelect ? (chosenId ?? null) : ownId;
  const list: readonly ListedEvent[] = events.data ?? [];
  const found = list.find((e) => e.id === selectedId);
  const selected = selectedId === null ? list[0] : found;
  if (events.data && selectedId !== null && !found) return notFound;

  return (
    <div className="admin-tab">
      {events.status === 'error' && <LoadError message={events.message} onRetry={events.reload} />}
      {!events.data && events.status === 'loading' && <LoadingStatus label={MSG.loading} />}
      {list.length > 0 && (
        <div className="admin-event-picker" role="group" aria-label={i18n._('admin.events.picker')}>
          {list.map((e) => (
            <Button
              key={e.id}
              variant={e.id === selected?.id ? 'fire' : 'ghost'}
              className="admin-small-button"
              aria-pressed={e.id === selected?.id}
              onClick={() => {
                if (onSelect) onSelect(e.id);
                else setOwnId(e.id);
              }}
            >
              {e.title}
            </Button>
          ))}
        </div>
      )}
      {selected && <EventRegistrations key={selected.id} event={selected} isAdmin={isAdmin} />}
    </div>
  );
}

/** /admin/events and /admin/events/:event (the event chosen; its list's filters in the address). */
export function EventsSection({ notFound }: { notFound: ReactNode }) {
  const user = useStaffUser();
  const { event } = useParams();
  const navigate = useNavigate();
  return (
    <EventsTab
      isAdmin={user.role === 'admin'}
      selectedId={event ?? null}
      onSelect={(id) => {
        void navigate(`${sectionPath('events')}/${encodeURIComponent(id)}`);
      }}
      notFound={notFound}
    />
  );
}
