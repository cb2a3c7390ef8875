import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

import { loadToastify, onToastsWanted, toastsWanted } from '@/lib/toast';
import { MODAL_OPENED_EVENT } from '@/lib/top-layer';

import './toaster.css';

/** SPEC 8 and 9: toasts close after 3000 ms. */
export const TOAST_AUTO_CLOSE_MS = 3000;

const ToastContainer = lazy(() =>
  loadToastify().then((module) => ({ default: module.ToastContainer })),
);

/**
 * The toast container (top centre, newest on top, pause on hover), mounted with the first toast so
 * that pages that never show one do not load react-toastify. It sits in the top layer (a manual
 * popover), entered again whenever a modal dialog opens, so the toasts stay over every dialog and its
 * backdrop.
 */
export function Toaster() {
  const mounted = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    // Browsers without popovers (and jsdom) keep the container in the page.
    if (!layer || typeof layer.showPopover !== 'function') return;
    const raise = () => {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a selector
      if (layer.matches(':popover-open')) layer.hidePopover();
      layer.showPopover();
    };
    raise();
    document.addEventListener(MODAL_OPENED_EVENT, raise);
    return () => {
      document.removeEventListener(MODAL_OPENED_EVENT, raise);
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a selector
      if (layer.matches(':popover-open')) layer.hidePopover();
    };
  }, [layer]);

  if (!mounted) return null;
  return (
    <div ref={setLayer} popover="manual" className="ui-toaster-layer">
      <Suspense fallback={null}>
        {/* eslint-disable lingui/no-unlocalized-strings -- the container's options */}
        <ToastContainer
          position="top-center"
          autoClose={TOAST_AUTO_CLOSE_MS}
          newestOnTop
          pauseOnHover
          pauseOnFocusLoss
          closeOnClick
          theme="dark"
        />
        {/* eslint-enable lingui/no-unlocalized-strings */}
      </Suspense>
    </div>
  );
}
