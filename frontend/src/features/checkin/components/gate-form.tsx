import { useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

import { MSG } from '../messages';

/**
 * The gate the volunteer stands at: asked for before scanning (the server records it with every
 * check-in), then shown with a Change gate button.
 */
export function GateForm({ gate, onChange }: { gate: string; onChange: (gate: string) => void }) {
  const [editing, setEditing] = useState(gate === '');
  const [draft, setDraft] = useState(gate);
  const [missing, setMissing] = useState(false);

  if (!editing) {
    return (
      <div className="checkin-gate">
        <p className="checkin-gate__current">
          {MSG.scanningAt} <strong data-testid="gate-name">{gate}</strong>
        </p>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(gate);
            setEditing(true);
          }}
        >
          {MSG.changeGate}
        </Button>
      </div>
    );
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = draft.trim();
    if (name === '') {
      setMissing(true);
      return;
    }
    onChange(name);
    setEditing(false);
  };

  return (
    <form className="checkin-gate checkin-gate--form" onSubmit={submit} noValidate>
      <TextField
        label={MSG.gate}
        name="gate"
        autoComplete="off"
        required
        hint={MSG.gateHint}
        errors={missing ? [MSG.gateMissing] : undefined}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setMissing(false);
        }}
      />
      <Button type="submit">{MSG.useGate}</Button>
    </form>
  );
}
