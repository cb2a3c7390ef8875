import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import type { Segment } from '@/lib/api-types';

import { useI18n } from '../i18n';
import { useAnnouncementReach } from '../api/announcements';
import { ANNOUNCEMENTS_MSG as MSG } from '../messages';

/** What the last count said, and of which segment. */
interface Counted {
  of: string;
  text: string;
  failed: boolean;
}

/**
 * 'Count people': how many people the segment reaches now (POST /admin/announcements/reach), said
 * in a live region ('Reaches 12 people.'). The figure is of the segment counted: it goes as soon as
 * the segment changes (a count that answers after that is dropped), and Count asks again.
 */
export function ReachCounter({ segment }: { segment: Segment }) {
  useI18n();
  const reach = useAnnouncementReach();
  const [counted, setCounted] = useState<Counted | null>(null);
  const key = JSON.stringify(segment);
  const shown = counted?.of === key ? counted : null;

  const count = async () => {
    try {
      const { count: people } = await reach.mutateAsync(segment);
      setCounted({ of: key, text: MSG.reaches(people), failed: false });
    } catch (error) {
      console.error('Failed to count the people of the announcement', error);
      setCounted({ of: key, text: errorMessage(error), failed: true });
    }
  };

  return (
    <div className="admin-announce__reach">
      <Button
        variant="ghost"
        className="admin-small-button"
        disabled={reach.isPending}
        aria-busy={reach.isPending || undefined}
        onClick={() => {
          void count();
        }}
      >
        {reach.isPending ? MSG.counting : MSG.count}
      </Button>
      <p className={shown?.failed ? 'admin-resolve__error' : 'admin-announce__count'} role="status">
        {shown?.text}
      </p>
    </div>
  );
}
