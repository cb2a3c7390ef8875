import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/i18n/format';

import type { WizardDraft } from '../hooks/use-draft';
import { useI18n } from '../i18n';
import { MSG } from '../lib/messages';

/**
 * The offer of a draft found when a wizard opens (issue 33): when it was last changed, 'Resume your
 * draft' (its values and step come back) and 'Start again' (it is removed, here and on the server).
 * A status region, so a screen reader announces the offer and then that the draft is back; the
 * buttons are ordinary buttons in the page's order, Resume taking the focus.
 */
export function DraftOffer({ draft }: { draft: WizardDraft }) {
  useI18n();
  const { active, offer, phase, resume, startAgain } = draft;
  const [resumed, setResumed] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  const shown = offer !== null;
  useEffect(() => {
    if (shown) region.current?.querySelector('button')?.focus();
  }, [shown]);

  if (!active) return null;
  return (
    <div ref={region} className="reg-draft" role="status" data-state={phase}>
      {offer ? (
        <>
          <p className="reg-draft__text">
            {MSG.draftFound(formatDateTime(offer.savedAt.toISOString()))}
          </p>
          <div className="reg-draft__actions">
            <Button
              onClick={() => {
                resume();
                setResumed(true);
              }}
            >
              {MSG.resumeDraft}
            </Button>
            <Button variant="ghost" onClick={startAgain}>
              {MSG.startAgain}
            </Button>
          </div>
        </>
      ) : (
        resumed && <p className="reg-draft__text">{MSG.draftResumed}</p>
      )}
    </div>
  );
}
