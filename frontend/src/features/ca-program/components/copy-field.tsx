import { useEffect, useId, useState } from 'react';

import { Button } from '@/components/ui/button';

import { useI18n } from '../i18n';

/** How long 'Copied' stays on screen. */
const RESET_MS = 2000;

/**
 * A read-only value with a Copy button (clipboard API). The outcome ('Copied', or a hint to copy by
 * hand) is announced through a polite live region.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const { i18n } = useI18n();

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
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an outcome, not a text
      setOutcome('copied');
    } catch {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an outcome, not a text
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
          aria-label={i18n._('ca-program.copy.label', { label: label.toLowerCase() })}
          onClick={() => {
            void copy();
          }}
        >
          {outcome === 'copied' ? i18n._('ca-program.copy.copied') : i18n._('ca-program.copy.copy')}
        </Button>
      </div>
      <p className="ca-copy__status" role="status" aria-live="polite">
        {outcome === 'copied'
          ? i18n._('ca-program.copy.copied')
          : outcome === 'failed'
            ? i18n._('ca-program.copy.failed')
            : ''}
      </p>
    </div>
  );
}
