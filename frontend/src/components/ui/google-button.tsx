import { useEffect, useEffectEvent, useRef, useState } from 'react';

import { loadGoogleIdentity } from '@/lib/google-identity';

import './google-button.css';

const MAX_BUTTON_WIDTH = 400;

/**
 * Google's own "Continue with Google" button, rendered by its script (loaded on first use) into a box
 * of ours. Signing in with Google hands `onCredential` the ID token; when the script cannot load or
 * Google gives no token, `failedMessage` is shown (as an alert) instead.
 */
export function GoogleButton({
  clientId,
  onCredential,
  failedMessage,
  busy = false,
}: {
  clientId: string;
  onCredential: (credential: string) => void;
  failedMessage: string;
  /** While the credential is being used. */
  busy?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  const onResponse = useEffectEvent((credential: string | undefined) => {
    if (!credential) {
      setFailed(true);
      return;
    }
    setFailed(false);
    onCredential(credential);
  });

  const onUnavailable = useEffectEvent((error: unknown) => {
    console.warn(error);
    setFailed(true);
  });

  useEffect(() => {
    let live = true;
    loadGoogleIdentity().then(
      (google) => {
        const parent = box.current;
        if (!live || !parent) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => {
            onResponse(response.credential);
          },
        });
        /* eslint-disable lingui/no-unlocalized-strings -- Google's button's options */
        google.accounts.id.renderButton(parent, {
          type: 'standard',
          theme: 'filled_black',
          size: 'large',
          text: 'continue_with',
          shape: 'pill',
          logo_alignment: 'left',
          width: Math.min(parent.clientWidth || MAX_BUTTON_WIDTH, MAX_BUTTON_WIDTH),
        });
        /* eslint-enable lingui/no-unlocalized-strings */
      },
      (error: unknown) => {
        if (live) onUnavailable(error);
      },
    );
    return () => {
      live = false;
    };
  }, [clientId]);

  return (
    <div className="ui-google">
      <div ref={box} className="ui-google__button" aria-busy={busy || undefined} />
      {failed && (
        <p role="alert" className="ui-google__alert">
          {failedMessage}
        </p>
      )}
    </div>
  );
}
