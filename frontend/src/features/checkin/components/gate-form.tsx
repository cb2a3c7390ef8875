import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSharedForm, type SharedCheck } from '@/lib/use-shared-form';

import { MSG } from '../messages';

interface Values {
  gate: string;
}

/** The shared rules, as the server applies them (no invisible or text-direction characters). */
const checkGate: SharedCheck<Values> = (rules, values) => {
  const name = values.gate.trim();
  if (name === '') return { ok: false, errors: { gate: [MSG.gateMissing] } };
  const checked = rules.validateGateName(name);
  if (checked.ok) return checked;
  return { ok: false, errors: { gate: checked.errors.gate ?? [MSG.gateMissing] } };
};

/**
 * The gate the volunteer stands at: asked for before scanning (the server records it with every
 * check-in), then shown with a Change gate button.
 */
export function GateForm({ gate, onChange }: { gate: string; onChange: (gate: string) => void }) {
  const [editing, setEditing] = useState(gate === '');
  const form = useSharedForm<Values>({
    defaultValues: { gate },
    check: checkGate,
    shown: ['gate'],
  });
  const { attach } = form;

  if (!editing) {
    return (
      <div className="checkin-gate">
        <p className="checkin-gate__current">
          {MSG.scanningAt} <strong data-testid="gate-name">{gate}</strong>
        </p>
        <Button
          variant="ghost"
          onClick={() => {
            form.methods.reset({ gate });
            setEditing(true);
          }}
        >
          {MSG.changeGate}
        </Button>
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
        label={MSG.gate}
        name="gate"
        autoComplete="off"
        required
        hint={MSG.gateHint}
        errors={form.errorsAt('gate')}
        value={form.values.gate}
        onChange={(event) => {
          form.set('gate', event.target.value);
        }}
      />
      <Button type="submit">{MSG.useGate}</Button>
    </form>
  );
}
