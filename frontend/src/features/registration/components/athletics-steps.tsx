import type { Messages, PersonInput } from 'fest-shared-wasm';
import { useId } from 'react';

import type { FieldErrors } from '@/lib/api-client';

import { useI18n } from '../i18n';
import type { PersonField } from '../lib/form';
import { indexPath, keyPath, messagesAt, ROOT } from '../lib/paths';
import type { PersonRules } from '../lib/check-person';
import { PersonFields } from './person-fields';

/** Messages for the list `root` itself or one of its positions (`selectedIndividualEvents.1`). */
function listErrors(errors: FieldErrors, root: string): string[] {
  const position = (path: string) =>
    path.startsWith(`${root}.`) && /^\d+$/.test(path.slice(root.length + 1));
  return Object.entries(errors)
    .filter(([path]) => path === root || position(path))
    .flatMap(([, messages]) => messages);
}

/**
 * A group of checkboxes (athletics' individual or relay events) with the limit's message shown when a
 * tick is refused, and the rules' messages for the list.
 */
export function EventChecklist({
  legend,
  options,
  selected,
  limitMessage,
  errors,
  onToggle,
}: {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  limitMessage: string | null;
  errors: readonly string[];
  onToggle: (name: string) => void;
}) {
  const id = useId();
  const problems = [...new Set([...(limitMessage ? [limitMessage] : []), ...errors])];
  return (
    <fieldset
      className="reg-choice"
      aria-describedby={problems.length ? `${id}-errors` : undefined}
      aria-invalid={errors.length > 0 || undefined}
    >
      <legend className="reg-choice__legend">{legend}</legend>
      <div className="reg-choice__options reg-choice__options--grid">
        {options.map((name) => (
          <label key={name} className="reg-choice__option">
            <input
              type="checkbox"
              checked={selected.includes(name)}
              onChange={() => {
                onToggle(name);
              }}
            />
            {name}
          </label>
        ))}
      </div>
      {problems.length > 0 && (
        <ul id={`${id}-errors`} className="reg-errors" role="alert">
          {problems.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

export function IndividualEventsStep({
  options,
  selected,
  max,
  limitMessage,
  errors,
  onToggle,
}: {
  options: readonly string[];
  selected: readonly string[];
  max: number;
  limitMessage: string | null;
  errors: FieldErrors;
  onToggle: (name: string) => void;
}) {
  const { i18n } = useI18n();
  return (
    <div className="reg-step">
      <EventChecklist
        legend={i18n._('registration.athletics.individualLegend', { max })}
        options={options}
        selected={selected}
        limitMessage={limitMessage}
        errors={listErrors(errors, ROOT.selectedIndividualEvents)}
        onToggle={onToggle}
      />
    </div>
  );
}

/**
 * The relay step (SPEC 4): ticking a relay event adds it with 4 empty runner slots, unticking removes
 * it and its runners; every runner is required.
 */
export function RelayEventsStep({
  options,
  selected,
  max,
  teams,
  limitMessage,
  errors,
  messages,
  personRules,
  onToggle,
  onRunnerChange,
}: {
  options: readonly string[];
  selected: readonly string[];
  max: number;
  teams: Record<string, PersonInput[]>;
  limitMessage: string | null;
  errors: FieldErrors;
  messages: Messages;
  personRules: PersonRules;
  onToggle: (name: string) => void;
  onRunnerChange: (relay: string, index: number, field: PersonField, value: string) => void;
}) {
  const { i18n } = useI18n();
  return (
    <div className="reg-step">
      <EventChecklist
        legend={i18n._('registration.athletics.relayLegend', { max })}
        options={options}
        selected={selected}
        limitMessage={limitMessage}
        errors={listErrors(errors, ROOT.selectedRelayEvents)}
        onToggle={onToggle}
      />
      {selected.map((relay) => {
        const teamPath = keyPath(ROOT.relayTeams, relay);
        const teamErrors = messagesAt(errors, teamPath);
        return (
          <section
            key={relay}
            className="reg-role"
            aria-label={i18n._('registration.athletics.relayTeam', { relay })}
          >
            <h3 className="reg-role__title">{relay}</h3>
            {teamErrors.length > 0 && (
              <ul className="reg-errors" role="alert">
                {teamErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
            {(teams[relay] ?? []).map((runner, index) => (
              <PersonFields
                key={index}
                who={i18n._('registration.athletics.runner', { n: index + 1, relay })}
                role="runner"
                required
                person={runner}
                path={indexPath(teamPath, index)}
                errors={errors}
                messages={messages}
                personRules={personRules}
                onChange={(field, value) => {
                  onRunnerChange(relay, index, field, value);
                }}
              />
            ))}
          </section>
        );
      })}
    </div>
  );
}
