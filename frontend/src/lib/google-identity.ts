/**
 * Google Identity Services (the "Sign in with Google" button). Its script is fetched from Google
 * only when the server has a client id configured, and only once per page.
 */
export const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

export interface CredentialResponse {
  credential?: string;
}

interface GsiButtonOptions {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  width?: number;
}

export interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string;
        callback: (response: CredentialResponse) => void;
        ux_mode?: 'popup' | 'redirect';
        use_fedcm_for_button?: boolean;
      }) => void;
      renderButton: (parent: HTMLElement, options: GsiButtonOptions) => void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let loading: Promise<GoogleIdentity> | undefined;

/** Adds the GSI script to the page (once) and resolves when `window.google` is ready. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google?.accounts.id) return Promise.resolve(window.google);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      if (window.google?.accounts.id) resolve(window.google);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined; // a later visit may try again
    throw error;
  });
  return loading;
}
