import { useId, useState, type ChangeEvent } from 'react';

import { Button } from '@/components/ui/button';
import type { ListedEvent } from '@/lib/api-types';
import { notify } from '@/lib/toast';

import { useResetRulebook } from '../api/reset-rulebook';
import { rulebookFileProblem, useUploadRulebook } from '../api/upload-rulebook';
import { useI18n } from '../i18n';
import { MSG } from '../messages';

/**
 * An event's rulebook in the Events tab. Everyone gets 'View rulebook' (a new tab: the printable page
 * made from the catalogue, or the uploaded file). Admins also see which of the two it is, can upload a
 * PDF in its place (checked here first with the server's own rules and words) and can go back to the
 * generated rulebook.
 */
export function RulebookControl({
  event,
  isAdmin,
}: {
  event: Pick<ListedEvent, 'id' | 'title' | 'rulebookUrl' | 'rulebookUploaded'>;
  isAdmin: boolean;
}) {
  const { i18n } = useI18n();
  const titleId = useId();
  const problemId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync: upload, isPending: uploading } = useUploadRulebook();
  const { mutateAsync: reset, isPending: resetting } = useResetRulebook();
  const busy = uploading || resetting;

  const view = (
    <a
      className="ui-button ui-button--ghost admin-small-button"
      href={event.rulebookUrl}
      target="_blank"
      rel="noopener noreferrer"
    >
      {MSG.viewRulebook}
      <span className="visually-hidden">{` ${i18n._('admin.rulebook.ofEvent', { title: event.title })}`}</span>
    </a>
  );
  if (!isAdmin) return <div className="admin-rulebook">{view}</div>;

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // so that choosing the same file again is a change too
    if (!file) return;
    const found = rulebookFileProblem(file);
    setProblem(found);
    if (found) return;
    try {
      await upload({ event: event.id, file });
      notify.success(MSG.rulebookUploaded);
    } catch (error) {
      console.error('Failed to upload the rulebook', error);
    }
  };

  const backToGenerated = async () => {
    setProblem(null);
    try {
      await reset(event.id);
      notify.success(MSG.rulebookReset);
    } catch (error) {
      console.error('Failed to reset the rulebook', error);
    }
  };

  return (
    <div className="admin-rulebook" role="group" aria-labelledby={titleId} aria-busy={busy}>
      <span id={titleId} className="admin-rulebook__title">
        {MSG.rulebook}
      </span>
      <span className="admin-badge admin-badge--muted">
        {event.rulebookUploaded ? MSG.rulebookUploadedFile : MSG.rulebookGenerated}
      </span>
      {view}
      <label
        className={`ui-button ui-button--ghost admin-small-button admin-file-button${busy ? ' admin-file-button--disabled' : ''}`}
      >
        {uploading ? MSG.uploading : MSG.uploadPdf}
        <input
          type="file"
          accept="application/pdf"
          className="visually-hidden"
          disabled={busy}
          aria-describedby={problem ? problemId : undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            void choose(e);
          }}
        />
      </label>
      {event.rulebookUploaded && (
        <Button
          variant="ghost"
          className="admin-small-button"
          disabled={busy}
          onClick={() => {
            void backToGenerated();
          }}
        >
          {resetting ? MSG.resetting : MSG.useGeneratedRulebook}
        </Button>
      )}
      {problem && (
        <p id={problemId} role="alert" className="admin-rulebook__problem">
          {problem}
        </p>
      )}
    </div>
  );
}
