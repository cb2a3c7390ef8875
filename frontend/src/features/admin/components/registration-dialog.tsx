import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import type { RegistrationView, RevealedAadhaar } from '@/lib/api-types';
import { notify } from '@/lib/toast';

import { useRevealAadhaar } from '../api/reveal-aadhaar';
import { MSG } from '../messages';

/**
 * The raw record of one registration, pretty-printed, with a copy button. Aadhaar numbers in it are
 * masked; admins can reveal them in full (an audited call).
 */
export function RegistrationDialog({
  registration,
  isAdmin = false,
  onClose,
}: {
  registration: RegistrationView;
  isAdmin?: boolean;
  onClose: () => void;
}) {
  const json = JSON.stringify(registration, null, 2);
  const { mutateAsync: reveal, isPending: revealing } = useRevealAadhaar();
  const [numbers, setNumbers] = useState<RevealedAadhaar[] | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      notify.success(MSG.copied);
    } catch (error) {
      console.error('Copy failed', error);
      notify.error(MSG.copyFailed);
    }
  };
  const revealNumbers = async () => {
    try {
      const response = await reveal(registration._id);
      setNumbers(response.numbers);
    } catch (error) {
      notify.error(errorMessage(error, MSG.revealFailed));
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
      {numbers && (
        <section aria-label={MSG.aadhaarNumbers} aria-live="polite">
          <h3>{MSG.aadhaarNumbers}</h3>
          {numbers.length === 0 ? (
            <p>{MSG.noAadhaar}</p>
          ) : (
            <table className="admin-aadhaar">
              <thead>
                <tr>
                  <th scope="col">Person</th>
                  <th scope="col">Name</th>
                  <th scope="col">Aadhaar</th>
                </tr>
              </thead>
              <tbody>
                {numbers.map((n) => (
                  <tr key={n.path}>
                    <td>
                      <code>{n.path}</code>
                    </td>
                    <td>{n.fullname ?? '—'}</td>
                    <td>{n.aadharId}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
      <div className="admin-dialog__actions">
        <Button variant="ghost" onClick={onClose}>
          {MSG.close}
        </Button>
        {isAdmin && numbers === null && (
          <Button
            variant="ghost"
            disabled={revealing}
            onClick={() => {
              void revealNumbers();
            }}
          >
            {revealing ? MSG.loading : MSG.revealAadhaar}
          </Button>
        )}
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
