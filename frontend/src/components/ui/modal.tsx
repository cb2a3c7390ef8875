import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import './modal.css';

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

/** The dialogs open now, the innermost last: only it answers Escape and keeps Tab inside. */
const openDialogs: HTMLElement[] = [];

/**
 * An accessible modal dialog: rendered over the page (a portal into <body>), labelled by its title,
 * the rest of the page made inert while it is open, Tab and Shift+Tab kept inside, Escape closes
 * (calls `onClose`), and focus goes back to where it was when it closes. A dialog opened from
 * another one sits over it: Escape and Tab then belong to the one on top.
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
  const dialog = useRef<HTMLDivElement>(null);
  // Where the focus was when the dialog opened (read once, before the dialog takes it).
  const [previous] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    // Everything else on the page is out of reach while the dialog is open.
    const host = node.closest('.ui-modal');
    const others = Array.from(document.body.children).filter(
      (child) => child !== host && !child.hasAttribute('inert'),
    );
    others.forEach((child) => {
      child.setAttribute('inert', '');
    });
    const first = node.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node).focus();
    openDialogs.push(node);

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== node) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusable.length === 0) {
        event.preventDefault();
        node.focus();
        return;
      }
      const firstItem = focusable[0];
      const lastItem = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !node.contains(active))) {
        event.preventDefault();
        lastItem?.focus();
      } else if (!event.shiftKey && (active === lastItem || !node.contains(active))) {
        event.preventDefault();
        firstItem?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = openDialogs.indexOf(node);
      if (index >= 0) openDialogs.splice(index, 1);
      others.forEach((child) => {
        child.removeAttribute('inert');
      });
      if (previous?.isConnected) previous.focus();
    };
  }, [previous]);

  return createPortal(
    <div className="ui-modal">
      <div className="ui-modal__backdrop" aria-hidden="true" />
      <div
        ref={dialog}
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
      </div>
    </div>,
    document.body,
  );
}
