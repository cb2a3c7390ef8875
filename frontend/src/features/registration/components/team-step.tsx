import type { EventInfo, Messages, PersonInput, PlayerRole, RoleField } from 'fest-shared-wasm';
import { memo, useCallback, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import type { FieldErrors } from '@/lib/api-client';
import { sayRule } from '@/lib/wasm-i18n';

import { useI18n } from '../i18n';
import type { PersonField } from '../lib/form';
import { addOptional } from '../lib/messages';
import { fieldPath, indexPath, messagesAt, ROOT } from '../lib/paths';
import type { PersonRules } from '../lib/check-person';
import { PersonFields } from './person-fields';

type PersonChange = (role: string, index: number, field: PersonField, value: string) => void;

/**
 * One roster entry (memoised: typing in one person does not redraw the others). Entries up to the
 * role's `min` are required; the optional ones can be removed.
 */
const TeamMember = memo(function TeamMember({
  event,
  role,
  index,
  person,
  errors,
  messages,
  personRules,
  playerRoles,
  onPersonChange,
  onRemove,
}: {
  event: EventInfo;
  role: RoleField;
  index: number;
  person: PersonInput;
  errors: FieldErrors;
  messages: Messages;
  personRules: PersonRules;
  playerRoles: readonly PlayerRole[];
  onPersonChange: PersonChange;
  onRemove: (role: string, index: number) => void;
}) {
  const { i18n, language } = useI18n();
  const required = index < role.min;
  // The role's title is the shared catalogue's, said in the language as the rules' messages say it.
  const who = `${sayRule(role.title, language)} #${index + 1}`;
  const onChange = useCallback(
    (field: PersonField, value: string) => {
      onPersonChange(role.field, index, field, value);
    },
    [onPersonChange, role.field, index],
  );
  return (
    <PersonFields
      who={who}
      role={role.field}
      required={required}
      person={person}
      path={indexPath(fieldPath(ROOT.team, role.field), index)}
      errors={errors}
      messages={messages}
      personRules={personRules}
      collegeId={event.collegeId}
      roles={playerRoles}
      onChange={onChange}
      actions={
        !required && (
          <Button
            variant="text"
            className="reg-person__remove"
            aria-label={i18n._('registration.team.removeWho', { who })}
            onClick={() => {
              onRemove(role.field, index);
            }}
          >
            {i18n._('registration.team.remove')}
          </Button>
        )
      }
    />
  );
});

/** No playing roles (events other than cricket). */
const NO_ROLES: readonly PlayerRole[] = [];

/**
 * The team step (SPEC 2.17): for each role of the roster a list of persons, the first `min` of them
 * required; '+ Add Optional {title}' adds optional entries up to `max`, and optional entries can be
 * removed again. `paste` (the roster pasted in one go) comes first; `playerRoles` are the event's
 * playing roles with their labels.
 */
export function TeamStep({
  event,
  team,
  errors,
  messages,
  personRules,
  playerRoles = NO_ROLES,
  paste,
  onPersonChange,
  onAdd,
  onRemove,
}: {
  event: EventInfo;
  team: Record<string, PersonInput[]>;
  errors: FieldErrors;
  messages: Messages;
  personRules: PersonRules;
  playerRoles?: readonly PlayerRole[];
  paste?: ReactNode;
  onPersonChange: PersonChange;
  onAdd: (role: string) => void;
  onRemove: (role: string, index: number) => void;
}) {
  const { language } = useI18n();
  return (
    <div className="reg-step">
      {event.rosterHint && <p className="reg-note">{event.rosterHint}</p>}
      {paste}
      {event.roster.map((role) => {
        const entries = team[role.field] ?? [];
        const rolePath = fieldPath(ROOT.team, role.field);
        const roleErrors = messagesAt(errors, rolePath);
        const title = sayRule(role.title, language);
        return (
          <section key={role.field} className="reg-role" aria-label={title}>
            {roleErrors.length > 0 && (
              <ul className="reg-errors" role="alert">
                {roleErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
            {entries.map((person, index) => (
              <TeamMember
                key={index}
                event={event}
                role={role}
                index={index}
                person={person}
                errors={errors}
                messages={messages}
                personRules={personRules}
                playerRoles={playerRoles}
                onPersonChange={onPersonChange}
                onRemove={onRemove}
              />
            ))}
            {entries.length < role.max && (
              <Button
                variant="ghost"
                onClick={() => {
                  onAdd(role.field);
                }}
              >
                {addOptional(title)}
              </Button>
            )}
          </section>
        );
      })}
    </div>
  );
}
