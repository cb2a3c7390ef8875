import type { RoleField, RosterFormat, RosterPaste } from 'fest-shared-wasm';
import { useId, useState, type ChangeEvent } from 'react';

import { Button } from '@/components/ui/button';
import { formPath } from '@/lib/use-shared-form';

import { useI18n } from '../i18n';
import { MSG, PASTE } from '../lib/messages';

/** What the last fill said: the roster read, or a file that could not be read. */
type Report = { pasted: RosterPaste } | { unreadable: true };

/** Moves the focus to the person field at `path` (its input carries the path as `data-path`). */
function focusField(path: string) {
  document.querySelector<HTMLElement>(`[data-path="${formPath(path)}"]`)?.focus();
}

/**
 * 'Paste a roster' on the team step, in a disclosure so the step stays short: one person per line,
 * tab-separated (copied from a spreadsheet) or comma-separated (a message), typed or pasted into the
 * text area, or a CSV file uploaded (read in the browser, and shown in the text area to be corrected).
 * The shared rules read the lines (`read`, the shared `pasteRoster`): `onFill` gets the roster they
 * make (nothing is filled in when no one could be read), and the report says how many people were
 * filled in and lists the lines that need a look ('Line 4: Enter a valid 10-digit phone number for
 * Player #2'); a line's problem at a field takes the focus to that field when chosen.
 */
export function RosterPasteBox({
  format,
  roster,
  read,
  onFill,
}: {
  /** The shared `rosterFormat` of the event: the values of a line. */
  format: RosterFormat;
  /** The event's roster roles, in the order people fill them. */
  roster: readonly RoleField[];
  read: (text: string) => RosterPaste;
  onFill: (pasted: RosterPaste) => void;
}) {
  useI18n();
  const id = useId();
  const [text, setText] = useState('');
  const [report, setReport] = useState<Report | null>(null);

  const fill = (source: string) => {
    const pasted = read(source);
    setReport({ pasted });
    if (pasted.added > 0) onFill(pasted);
  };

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    file
      .text()
      .then(
        (content) => {
          setText(content);
          fill(content);
        },
        () => {
          setReport({ unreadable: true });
        },
      )
      .finally(() => {
        // The same file chosen again is read again.
        input.value = '';
      });
  };

  const columns = format.columns
    .map((column, i) => (i < format.required ? column : `${column} ${MSG.optional}`))
    .join(', ');
  const order = roster.map((role) => role.title).join(', ');
  const pasted = report && 'pasted' in report ? report.pasted : null;

  return (
    <details className="reg-paste">
      <summary className="reg-paste__summary">{PASTE.title}</summary>
      <div className="reg-paste__body">
        <p id={`${id}-hint`} className="ui-field__hint">
          {PASTE.hint(columns, order, format.most)}
        </p>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-text`}>
            {PASTE.label}
          </label>
          <textarea
            id={`${id}-text`}
            className="ui-field__input reg-paste__text"
            rows={6}
            value={text}
            placeholder={format.columns.join(',')}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setText(event.target.value);
            }}
          />
        </div>
        <Button
          variant="ghost"
          className="reg-paste__fill"
          onClick={() => {
            fill(text);
          }}
        >
          {PASTE.fill}
        </Button>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-file`}>
            {PASTE.upload}
          </label>
          <input
            id={`${id}-file`}
            className="reg-paste__file"
            type="file"
            accept=".csv,text/csv"
            onChange={upload}
          />
        </div>
        <div className="reg-paste__report" role="status">
          {report && 'unreadable' in report && <p>{PASTE.fileUnreadable}</p>}
          {pasted && <p>{pasted.added > 0 ? PASTE.filled(pasted.added) : PASTE.nobody}</p>}
          {pasted && pasted.problems.length > 0 && (
            <>
              <p>{PASTE.check}</p>
              <ul className="reg-paste__problems">
                {pasted.problems.map((problem) => (
                  <li key={`${problem.line}:${problem.message}`}>
                    {problem.path === undefined ? (
                      problem.message
                    ) : (
                      <button
                        type="button"
                        className="reg-paste__problem"
                        onClick={() => {
                          if (problem.path !== undefined) focusField(problem.path);
                        }}
                      >
                        {problem.message}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </details>
  );
}
