import { useEffect, useEffectEvent, useRef, useState } from 'react';

import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';

import { useRuntimeConfig } from '../api/get-config';
import { useGoogleLogin } from '../api/google-login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { loadGoogleIdentity } from '../lib/google-identity';
import { MSG } from '../messages';

const MAX_BUTTON_WIDTH = 400;

/** Google's own button, rendered by its script into a box of ours. */
function GoogleButton({ clientId }: { clientId: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { mutateAsync: mutate, isPending } = useGoogleLogin();
  const complete = useCompleteLogin();

  const onCredential = useEffectEvent(async (credential: string | undefined) => {
    if (!credential) {
      setFailed(true);
      return;
    }
    setFailed(false);
    try {
      const response = await mutate(credential);
      complete(response, {
        success: MSG.googleLoginSuccess,
        failure: MSG.googleLoginFailed,
        celebrate: true,
      });
    } catch (error) {
      notify.error(errorMessage(error, MSG.googleLoginFailed));
    }
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
          callback: (response) => void onCredential(response.credential),
        });
        google.accounts.id.renderButton(parent, {
          type: 'standard',
          theme: 'filled_black',
          size: 'large',
          text: 'continue_with',
          shape: 'pill',
          logo_alignment: 'left',
          width: Math.min(parent.clientWidth || MAX_BUTTON_WIDTH, MAX_BUTTON_WIDTH),
        });
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
    <div className="auth-google">
      <div ref={box} className="auth-google__button" aria-busy={isPending || undefined} />
      {failed && (
        <p role="alert" className="auth-alert">
          {MSG.googleOAuthFailed}
        </p>
      )}
    </div>
  );
}

/**
 * The OR divider and Google sign-in, shown only when the server has a Google client id configured
 * (GET /config); Google's script is loaded only then.
 */
export function GoogleLogin() {
  const config = useRuntimeConfig();
  const clientId = config?.googleClientId;
  if (!clientId) return null;
  return (
    <>
      <p className="auth-divider">
        <span>{MSG.or}</span>
      </p>
      <GoogleButton clientId={clientId} />
    </>
  );
}
