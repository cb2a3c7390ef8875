import { useEffect, useId, useState } from 'react';

import { Button } from '@/components/ui/button';

import { MSG } from '../messages';

/** How long 'Copied' stays on screen. */
const RESET_MS = 2000;

/**
 * A read-only value with a Copy button (clipboard API). The outcome ('Copied', or a hint to copy by
 * hand) is announced through a polite live region.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (outcome === null) return;
    const timer = setTimeout(() => {
      setOutcome(null);
    }, RESET_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [outcome]);

  async function copy() {
    try {
      if (!('clipboard' in navigator)) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <div className="ca-copy">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ca-copy__row">
        <input
          id={id}
          className="ui-field__input ca-copy__input"
          value={value}
          readOnly
          onFocus={(event) => {
            event.target.select();
          }}
        />
        <Button
          variant="ghost"
          aria-label={`${MSG.copy} ${label.toLowerCase()}`}
          onClick={() => {
            void copy();
          }}
        >
          {outcome === 'copied' ? MSG.copied : MSG.copy}
        </Button>
      </div>
      <p className="ca-copy__status" role="status" aria-live="polite">
        {outcome === 'copied' ? MSG.copied : outcome === 'failed' ? MSG.copyFailed : ''}
      </p>
    </div>
  );
}
