import { useState } from 'react';

import { Button } from '@/components/ui/button';
import type { ListedEvent } from '@/lib/api-types';
import { LoadingStatus } from '@/components/ui/query-state';

import { useAdminEvents } from '../api/get-events';
import { MSG } from '../messages';
import { EventRegistrations } from './event-registrations';
import { LoadError } from './load-error';

/** Events: one button per event, then that event's registrations. */
export function EventsTab({ isAdmin }: { isAdmin: boolean }) {
  const events = useAdminEvents();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list: readonly ListedEvent[] = events.data ?? [];
  const selected = list.find((e) => e.id === selectedId) ?? list[0];

  return (
    <div className="admin-tab">
      {events.status === 'error' && <LoadError message={events.message} onRetry={events.reload} />}
      {!events.data && events.status === 'loading' && <LoadingStatus label={MSG.loading} />}
      {list.length > 0 && (
        <div className="admin-event-picker" role="group" aria-label="Events">
          {list.map((e) => (
            <Button
              key={e.id}
              variant={e.id === selected?.id ? 'fire' : 'ghost'}
              className="admin-small-button"
              aria-pressed={e.id === selected?.id}
              onClick={() => {
                setSelectedId(e.id);
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
