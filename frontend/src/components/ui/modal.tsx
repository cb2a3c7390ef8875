import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import { MODAL_OPENED_EVENT } from '@/lib/top-layer';

import './modal.css';

/* eslint-disable lingui/no-unlocalized-strings -- selectors */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  // a frame drawn by a third party's script, such as Google's sign-in button
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * An accessible modal dialog on the native `<dialog>` element opened with `showModal()`: it sits in
 * the top layer over a `::backdrop`, the rest of the page is inert while it is open (so Tab stays
 * inside), it is labelled by its title, Escape asks it to close (its `cancel` event calls `onClose`;
 * the dialog stays open until the caller stops rendering it), the first focusable element inside
 * takes the focus when it opens and the focus goes back to where it was when it closes. A dialog
 * opened from another one sits over it: Escape then closes the one on top only.
 */
export function Modal({
  title,
  onClose,
  children,
  className,
}: {
  title: ReactNode;
  /** Escape, or the caller's own close control. */
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // Where the focus was when the dialog opened (read once, before the dialog takes it).
  const [previous] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  // A layout effect: the dialog opens before the page is painted, and it is closed while it is
  // still in the document when it goes.
  useLayoutEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (!node.open) node.showModal();
    document.dispatchEvent(new Event(MODAL_OPENED_EVENT));
    const first = node.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node).focus();

    const onCancel = (event: Event) => {
      // The caller decides: it stops rendering the dialog, or keeps it (while a request runs).
      event.preventDefault();
      close.current();
    };
    // The browser may close a dialog by itself (a second Escape whose `cancel` cannot be refused):
    // it stays open for as long as the caller renders it, and the caller hears of the request.
    const onNativeClose = () => {
      if (!node.isConnected || node.open) return;
      node.showModal();
      document.dispatchEvent(new Event(MODAL_OPENED_EVENT));
      close.current();
    };
    node.addEventListener('cancel', onCancel);
    node.addEventListener('close', onNativeClose);
    return () => {
      node.removeEventListener('cancel', onCancel);
      node.removeEventListener('close', onNativeClose);
      if (node.open) node.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [previous]);

  return createPortal(
    <dialog
      ref={dialog}
      // Explicit for the tools that look for them (the element has both natively once modal).
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={['ui-modal__dialog', className].filter(Boolean).join(' ')}
    >
      <h2 id={titleId} className="ui-modal__title">
        {title}
      </h2>
      {children}
    </dialog>,
    document.body,
  );
}
