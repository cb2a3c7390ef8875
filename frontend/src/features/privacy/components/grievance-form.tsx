import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { GrievanceForm as Values, GrievanceReceipt } from '@/lib/api-types';
import type { User } from '@/lib/session';
import { useShared } from '@/lib/use-shared';
import { sayRule } from '@/lib/wasm-i18n';
import { useSharedForm } from '@/lib/use-shared-form';

import { useFileGrievance } from '../api/file-grievance';
import { useI18n } from '../i18n';
import { FAILURE_CLASSES } from './failure-classes';

/** The fields the form shows; errors of any other path are listed above the button. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
const SHOWN = ['name', 'email', 'kind', 'message'] as const;

/** A blank form, with the signed-in person's name and e-mail when there is one. */
const blank = (user: User | null): Values => ({
  name: user?.fullname ?? '',
  email: user?.email ?? '',
  kind: '',
  message: '',
});

/**
 * The grievance form: name, e-mail, what it is about (the shared rules' choices) and the grievance
 * itself, checked with the shared rules (`validateGrievance`) before it is sent; the server's field
 * errors (422) show at their fields, any other refusal (too many sent, no network) above the button,
 * and the first field in error (else that message) takes the focus. A signed-in person's name and
 * e-mail are filled in (the session is sent along, so the grievance is linked to the account).
 * `onSent` gets the server's receipt.
 */
export function GrievanceForm({
  user,
  onSent,
}: {
  user: User | null;
  onSent: (receipt: GrievanceReceipt) => void;
}) {
  const rules = useShared();
  const shared = rules.status === 'ready' ? rules.shared : null;
  const options = shared?.grievanceOptions();
  const form = useSharedForm<Values>({
    defaultValues: blank(user),
    check: (checker, values) => checker.validateGrievance(values),
    shown: SHOWN,
  });
  const { attach, values } = form;
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync: send, isPending: sending } = useFileGrievance();
  const { i18n, language } = useI18n();

  const field = (name: keyof Values) => ({
    value: values[name],
    errors: form.errorsAt(name),
    onChange: (event: { target: { value: string } }) => {
      form.set(name, event.target.value);
      setProblem(null);
    },
  });

  const submit = async (typed: Values) => {
    setProblem(null);
    try {
      onSent(await send(typed));
    } catch (error) {
      const found = error instanceof ApiError ? error.fieldErrors : undefined;
      const placed =
        found !== undefined && Object.keys(found).every((p) => SHOWN.some((s) => s === p));
      if (!placed) {
        if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
          console.error('Failed to send the grievance', error);
        }
        setProblem(errorMessage(error));
      }
      form.showErrors(found ?? {});
    }
  };

  if (rules.status === 'error') {
    return (
      <LoadFailure
        message={i18n._('privacy.rulesFailed')}
        onRetry={rules.retry}
        retryLabel={i18n._('privacy.tryAgain')}
        classes={FAILURE_CLASSES}
      />
    );
  }
  if (!options) {
    return <LoadingStatus label={i18n._('privacy.rulesLoading')} className="grievance__muted" />;
  }

  const unplaced = form.otherErrors;
  return (
    <form
      ref={attach}
      className="grievance-form"
      noValidate
      aria-busy={sending || undefined}
      onSubmit={form.onSubmit(submit, sending)}
    >
      <div className="grievance-form__row">
        <TextField
          label={i18n._('privacy.grievance.name')}
          autoComplete="name"
          maxLength={options.nameMaxChars}
          required
          {...field('name')}
        />
        <TextField
          label={i18n._('privacy.grievance.yourEmail')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          {...field('email')}
        />
      </div>
      <SelectField label={i18n._('privacy.grievance.kind')} required {...field('kind')}>
        <option value="">{i18n._('privacy.grievance.chooseKind')}</option>
        {options.kinds.map((kind) => (
          <option key={kind.value} value={kind.value}>
            {/* The shared rules' words, from their own catalogue. */}
            {sayRule(kind.label, language)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={i18n._('privacy.grievance.message')}
        hint={i18n._('privacy.grievance.messageHint')}
        max={options.messageMaxChars}
        rows={8}
        required
        {...field('message')}
      />
      {(problem !== null || unplaced.length > 0) && (
        <div className="grievance-failure" role="alert">
          {problem && <p className="grievance-failure__message">{problem}</p>}
          {unplaced.length > 0 && (
            <ul>
              {unplaced.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? i18n._('privacy.sending') : i18n._('privacy.grievance.submit')}
      </Button>
    </form>
  );
}
