import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSharedForm, type SharedCheck } from '@/lib/use-shared-form';

import { countsExits } from '../lib/bundle';
import type { CheckinListRule, ScanDirection } from '../lib/island';
import { i18n, useI18n } from '../i18n';

interface Values {
  gate: string;
}

/** The form's one field. */
const GATE = 'gate' satisfies keyof Values;

/** The shared rules, as the server applies them (no invisible or text-direction characters). */
const checkGate: SharedCheck<Values> = (rules, values) => {
  const name = values.gate.trim();
  if (name === '') return { ok: false, errors: { gate: [i18n._('checkin.gate.missing')] } };
  const checked = rules.validateGateName(name);
  if (checked.ok) return checked;
  return { ok: false, errors: { gate: checked.errors.gate ?? [i18n._('checkin.gate.missing')] } };
};

const DIRECTIONS: readonly ScanDirection[] = ['in', 'out'];

/** A direction's choice, in words. */
const directionText = (direction: ScanDirection) =>
  direction === 'out' ? i18n._('checkin.direction.out') : i18n._('checkin.direction.in');

/**
 * The gate the volunteer stands at: asked for before scanning (the server records it with every
 * check-in), then shown with a Change gate button and the check-in list the gate scans for. At a
 * list that counts entry and exit, the volunteer chooses whether they scan people in or out.
 */
export function GateForm({
  gate,
  onChange,
  list,
  direction,
  onDirection,
}: {
  gate: string;
  onChange: (gate: string) => void;
  /** The list the gate scans for (null: not known, or a bundle without lists). */
  list: CheckinListRule | null;
  direction: ScanDirection;
  onDirection: (direction: ScanDirection) => void;
}) {
  const { i18n } = useI18n();
  const [editing, setEditing] = useState(gate === '');
  const directionHintId = useId();
  const form = useSharedForm<Values>({
    defaultValues: { gate },
    check: checkGate,
    shown: [GATE],
  });
  const { attach } = form;

  if (!editing) {
    return (
      <div className="checkin-gate">
        <div className="checkin-gate__where">
          <p className="checkin-gate__current">
            {i18n._('checkin.gate.scanningAt')} <strong data-testid="gate-name">{gate}</strong>
          </p>
          {list && (
            <p className="checkin-gate__list">
              {i18n._('checkin.gate.scanningFor')}{' '}
              <strong data-testid="gate-list">{list.name}</strong>
            </p>
          )}
        </div>
        <Button
          variant="ghost"
          onClick={() => {
            form.methods.reset({ gate });
            setEditing(true);
          }}
        >
          {i18n._('checkin.gate.change')}
        </Button>
        {countsExits(list) && (
          <fieldset className="checkin-direction" aria-describedby={directionHintId}>
            <legend className="checkin-direction__legend">
              {i18n._('checkin.direction.legend')}
            </legend>
            <div className="checkin-direction__choices">
              {DIRECTIONS.map((choice) => (
                <label key={choice} className="checkin-direction__choice">
                  <input
                    type="radio"
                    name="checkin-direction"
                    value={choice}
                    checked={direction === choice}
                    onChange={() => {
                      onDirection(choice);
                    }}
                  />
                  {directionText(choice)}
                </label>
              ))}
            </div>
            <p id={directionHintId} className="checkin-direction__hint">
              {i18n._('checkin.direction.hint')}
            </p>
          </fieldset>
        )}
      </div>
    );
  }

  return (
    <form
      ref={attach}
      className="checkin-gate checkin-gate--form"
      onSubmit={form.onSubmit((values) => {
        onChange(values.gate.trim());
        setEditing(false);
      })}
      noValidate
    >
      <TextField
        label={i18n._('checkin.gate.label')}
        name="gate"
        autoComplete="off"
        required
        hint={i18n._('checkin.gate.hint')}
        errors={form.errorsAt(GATE)}
        value={form.values.gate}
        onChange={(event) => {
          form.set(GATE, event.target.value);
        }}
      />
      <Button type="submit">{i18n._('checkin.gate.use')}</Button>
    </form>
  );
}
