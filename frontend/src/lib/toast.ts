/**
 * Toasts (SPEC 8): top centre, newest on top, pause on hover, closed after 3000 ms. react-toastify is
 * fetched with the first toast, not with the page: `notify` loads it and asks the <Toaster /> (mounted
 * once in the app's providers) to mount its container; toasts raised before that are queued by
 * react-toastify and shown as soon as the container is there.
 */
import type * as ToastifyModule from 'react-toastify';
import type { ToastOptions } from 'react-toastify';

type Toastify = typeof ToastifyModule;

let loading: Promise<Toastify> | undefined;
const listeners = new Set<() => void>();
let wanted = false;

export function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Whether a toast has been asked for (the Toaster mounts its container from then on). */
export const toastsWanted = () => wanted;

/** Calls `listener` when the first toast is asked for; returns the unsubscribe function. */
export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

type Kind = 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind, message: string, options?: ToastOptions) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => {
      listener();
    });
  }
  loadToastify().then(
    ({ toast }) => {
      toast[kind](message, options);
    },
    (error: unknown) => {
      console.warn('Toasts could not be loaded:', message, error);
    },
  );
}

export const notify = {
  success: (message: string, options?: ToastOptions) => {
    show('success', message, options);
  },
  error: (message: string, options?: ToastOptions) => {
    show('error', message, options);
  },
  info: (message: string, options?: ToastOptions) => {
    show('info', message, options);
  },
  warning: (message: string, options?: ToastOptions) => {
    show('warning', message, options);
  },
};
