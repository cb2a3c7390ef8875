import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/lib/toast';

import { MSG } from '../messages';
import type { RegistrationRecord } from '../types';

/** The raw record of one registration, pretty-printed, with a copy button. */
export function RegistrationDialog({
  registration,
  onClose,
}: {
  registration: RegistrationRecord;
  onClose: () => void;
}) {
  const json = JSON.stringify(registration, null, 2);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      notify.success(MSG.copied);
    } catch (error) {
      console.error('Copy failed', error);
      notify.error(MSG.copyFailed);
    }
  };
  return (
    <Modal
      title="Registration Details"
      onClose={onClose}
      className="admin-dialog admin-dialog--wide"
    >
      <pre className="admin-json" tabIndex={0} aria-label="Registration as JSON">
        {json}
      </pre>
      <div className="admin-dialog__actions">
        <Button variant="ghost" onClick={onClose}>
          {MSG.close}
        </Button>
        <Button
          onClick={() => {
            void copy();
          }}
        >
          {MSG.copy}
        </Button>
      </div>
    </Modal>
  );
}
