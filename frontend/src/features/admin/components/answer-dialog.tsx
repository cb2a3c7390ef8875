import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { GrievanceView } from '@/lib/api-types';
import { notify } from '@/lib/toast';
import { useSharedOrNull } from '@/lib/use-shared';
import { useSharedForm, type Checked, type SharedCheck } from '@/lib/use-shared-form';

import { useI18n } from '../i18n';
import { useAnswerGrievance } from '../api/grievances';
import { PRIVACY_MSG as MSG } from '../messages';

interface Values {
  answer: string;
}

/** The answer is required (the server judges the rest). */
const required: SharedCheck<Values> = (_shared, values): Checked =>
  values.answer.trim() === ''
    ? { ok: false, errors: { answer: [MSG.answerRequired] } }
    : { ok: true, errors: {} };

/**
 * Answers a grievance (admins; POST /admin/grievances/{id}/answer): the grievance for reference, and
 * the answer, which is e-mailed to the person. A blank answer is refused here, the server's refusals
 * (422) show at the field, and one answered meanwhile (409) says so; the list loads again either way.
 * Once sent, a toast says where it went and `onAnswered` runs.
 */
export function AnswerDialog({
  grievance: g,
  about,
  onAnswered,
  onClose,
}: {
  grievance: GrievanceView;
  /** What it is about, in the form's words. */
  about: string;
  onAnswered: () => void;
  onClose: () => void;
}) {
  useI18n();
  const max = useSharedOrNull()?.grievanceOptions().messageMaxChars;
  const form = useSharedForm<Values>({
    defaultValues: { answer: '' },
    check: required,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
    shown: ['answer'],
  });
  const { attach, values } = form;
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync: send, isPending: sending } = useAnswerGrievance();

  const submit = async ({ answer }: Values) => {
    setProblem(null);
    try {
      await send({ id: g.id, answer: answer.trim() });
      notify.success(MSG.answered(g.reference, g.email));
      onAnswered();
    } catch (error) {
      console.error('Failed to answer the grievance', error);
      const found = error instanceof ApiError ? error.fieldErrors : undefined;
      const placed = found !== undefined && Object.keys(found).every((p) => p === 'answer');
      setProblem(placed ? null : errorMessage(error));
      form.showErrors(found ?? {});
    }
  };

  const unplaced = form.otherErrors;
  return (
    <Modal
      title={MSG.answerTitle(g.reference)}
      onClose={() => {
        if (!sending) onClose();
      }}
      className="admin-dialog"
    >
      <form
        ref={attach}
        className="admin-settings"
        noValidate
        aria-busy={sending || undefined}
        onSubmit={form.onSubmit(submit, sending)}
      >
        <figure className="admin-privacy__quote">
          <figcaption className="admin-hint">{MSG.theirGrievance(g.name, about)}</figcaption>
          <blockquote className="admin-prose">{g.message}</blockquote>
        </figure>
        <TextAreaField
          label={MSG.yourAnswer}
          hint={MSG.answerHint(g.email)}
          max={max}
          rows={8}
          required
          value={values.answer}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
          errors={form.errorsAt('answer')}
          onChange={(e) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            form.set('answer', e.target.value);
            setProblem(null);
          }}
        />
        {(problem !== null || unplaced.length > 0) && (
          <div className="admin-resolve__error" role="alert">
            {problem && <p>{problem}</p>}
            {unplaced.length > 0 && (
              <ul>
                {unplaced.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="admin-dialog__actions">
          <Button variant="ghost" disabled={sending} onClick={onClose}>
            {MSG.cancel}
          </Button>
          <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
            {sending ? MSG.sending : MSG.send}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
