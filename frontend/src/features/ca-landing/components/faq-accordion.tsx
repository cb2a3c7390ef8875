import { useId, useState } from 'react';

import type { FaqEntry } from '../data';

/** An accordion where one answer is open at a time (SPEC 2.9); all start closed. */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();

  return (
    <div className="faq">
      {entries.map((entry, i) => {
        const expanded = open === i;
        /* eslint-disable lingui/no-unlocalized-strings -- ids */
        const buttonId = `${base}-q${i}`;
        const panelId = `${base}-a${i}`;
        /* eslint-enable lingui/no-unlocalized-strings */
        return (
          <div key={entry.question} className="faq__item" data-open={expanded}>
            <h3 className="faq__question">
              <button
                id={buttonId}
                type="button"
                className="faq__toggle"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => {
                  setOpen(expanded ? null : i);
                }}
              >
                <span>{entry.question}</span>
                <span className="faq__sign" aria-hidden="true" />
              </button>
            </h3>
            <div
              id={panelId}
              className="faq__answer"
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
            >
              <p>{entry.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
