import { useRuntimeConfig } from '@/lib/queries/config';
import { GoogleButton } from '@/components/ui/google-button';

import { useGoogleLogin } from '../api/google-login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useI18n } from '../i18n';

/** Google's button; the credential it gives logs in (POST /auth/google-login). */
function GoogleSignIn({ clientId }: { clientId: string }) {
  const { i18n } = useI18n();
  const { mutateAsync: mutate, isPending } = useGoogleLogin();
  const complete = useCompleteLogin();

  async function signIn(credential: string) {
    try {
      const response = await mutate(credential);
      complete(response, {
        success: i18n._('auth.toast.googleLoginSuccess'),
        failure: i18n._('auth.toast.googleLoginFailed'),
        celebrate: true,
      });
    } catch {
      // The mutation cache has toasted the failure.
    }
  }

  return (
    <GoogleButton
      clientId={clientId}
      busy={isPending}
      failedMessage={i18n._('auth.toast.googleOAuthFailed')}
      onCredential={(credential) => {
        void signIn(credential);
      }}
    />
  );
}

/**
 * The OR divider and Google sign-in, shown only when the server has a Google client id configured
 * (GET /config); Google's script is loaded only then.
 */
export function GoogleLogin() {
  const { i18n } = useI18n();
  const config = useRuntimeConfig();
  const clientId = config?.googleClientId;
  if (!clientId) return null;
  return (
    <>
      <p className="auth-divider">
        <span>{i18n._('auth.or')}</span>
      </p>
      <GoogleSignIn clientId={clientId} />
    </>
  );
}
