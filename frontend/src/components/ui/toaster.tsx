import { lazy, Suspense, useSyncExternalStore } from 'react';

import { loadToastify, onToastsWanted, toastsWanted } from '@/lib/toast';

/** SPEC 8 and 9: toasts close after 3000 ms. */
export const TOAST_AUTO_CLOSE_MS = 3000;

const ToastContainer = lazy(() =>
  loadToastify().then((module) => ({ default: module.ToastContainer })),
);

/**
 * The toast container (top centre, newest on top, pause on hover), mounted with the first toast so
 * that pages that never show one do not load react-toastify.
 */
export function Toaster() {
  const mounted = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-center"
        autoClose={TOAST_AUTO_CLOSE_MS}
        newestOnTop
        pauseOnHover
        pauseOnFocusLoss
        closeOnClick
        theme="dark"
      />
    </Suspense>
  );
}
