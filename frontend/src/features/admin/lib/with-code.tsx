import { Fragment, type ReactNode } from 'react';

/** Stands for the code in the text while it is put together: no translation has it. */
const MARK = '\u0000';

/**
 * A sentence of the catalogue with an id in it shown as code (`<code className="admin-id">`):
 * `text` puts the sentence together around the placeholder it is given, in the active language
 * (`(id) => i18n._('admin.checkin.undoText', { id, ... })`), and `code` takes the placeholder's place.
 */
export function withCode(text: (placeholder: string) => string, code: string): ReactNode {
  const pieces = text(MARK).split(MARK);
  return pieces.map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && <code className="admin-id">{code}</code>}
      {piece}
    </Fragment>
  ));
}
