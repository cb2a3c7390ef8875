import { useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { loadShared } from '@/lib/wasm';

import { MSG } from '../messages';

/**
 * The gate the volunteer stands at: asked for before scanning (the server records it with every
 * check-in), then shown with a Change gate button.
 */
export function GateForm({ gate, onChange }: { gate: string; onChange: (gate: string) => void }) {
  const [editing, setEditing] = useState(gate === '');
  const [draft, setDraft] = useState(gate);
  const [errors, setErrors] = useState<string[] | undefined>(undefined);

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

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = draft.trim();
    if (name === '') {
      setErrors([MSG.gateMissing]);
      return;
    }
    // The shared rules, as the server applies them (no invisible or text-direction characters).
    const checked = (await loadShared()).validateGateName(name);
    if (!checked.ok) {
      setErrors(checked.errors.gate ?? [MSG.gateMissing]);
      return;
    }
    onChange(name);
    setEditing(false);
  };

  return (
    <form
      className="checkin-gate checkin-gate--form"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <TextField
        label={MSG.gate}
        name="gate"
        autoComplete="off"
        required
        hint={MSG.gateHint}
        errors={errors}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setErrors(undefined);
        }}
      />
      <Button type="submit">{MSG.useGate}</Button>
    </form>
  );
}
