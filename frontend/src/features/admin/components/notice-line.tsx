/** What an action of a panel came to: its message, kind 'ok' or 'failed'. */
export type Notice = { kind: 'ok' | 'failed'; text: string } | null;

/** A notice of a panel: a status when it went well, an alert when not; nothing without one. */
export function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p
      role={notice.kind === 'ok' ? 'status' : 'alert'}
      className={notice.kind === 'ok' ? 'fixtures-ok' : 'fixtures-failure'}
    >
      {notice.text}
    </p>
  );
}
