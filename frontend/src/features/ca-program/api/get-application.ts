import { useEffect, useState } from 'react';

import { api, ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';

import { MSG } from '../messages';
import type { CaApplication } from '../types';

interface ApplicationResponse {
  success: boolean;
  application: CaApplication;
}

/** GET /ca/application (SPEC 7): the signed-in user's application, or null when there is none (404). */
export async function getMyApplication(signal?: AbortSignal): Promise<CaApplication | null> {
  try {
    const body = await api.get<ApplicationResponse | undefined>('/ca/application', { signal });
    return body?.application ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export type ApplicationState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'none' }
  | { status: 'ready'; application: CaApplication };

/**
 * The signed-in user's application (SPEC 2.11): loading, then the application, none, or an error
 * whose text is the server's message, else 'Failed to fetch application'. A failure also raises the
 * toast 'Failed to load your application' (SPEC 8).
 */
export function useMyApplication(): ApplicationState {
  const [state, setState] = useState<ApplicationState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getMyApplication(controller.signal).then(
      (application) => {
        if (controller.signal.aborted) return;
        setState(application ? { status: 'ready', application } : { status: 'none' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        notify.error(MSG.loadApplicationFailed);
        setState({ status: 'error', message: errorMessage(error, MSG.fetchApplicationFailed) });
      },
    );
    return () => {
      controller.abort();
    };
  }, []);

  return state;
}
