/**
 * What a browser does for a modal `<dialog>` and jsdom does not: `showModal()` and `close()` (the
 * `open` attribute, the `close` event), and the keys of the top modal dialog: Escape fires its
 * cancelable `cancel` event and closes it unless that is refused, and Tab and Shift+Tab go round the
 * focusable elements inside it (the rest of the page is inert in a browser). Only for Vitest.
 */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The modal dialogs open now, the top one last. */
const modals: HTMLDialogElement[] = [];

const forget = (dialog: HTMLDialogElement) => {
  const index = modals.indexOf(dialog);
  if (index >= 0) modals.splice(index, 1);
};

const top = (): HTMLDialogElement | undefined => {
  // A dialog taken out of the document leaves the top layer.
  for (const dialog of [...modals]) if (!dialog.isConnected) forget(dialog);
  return modals[modals.length - 1];
};

export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open && modals.includes(this)) return;
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected)
      throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    forget(this);
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };

  // After the page's own listeners: a key whose default was prevented does nothing more.
  window.addEventListener('keydown', (event) => {
    const dialog = top();
    if (!dialog || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
      return;
    }
    if (event.key !== 'Tab') return;
    // Within the dialog Tab moves as it does anywhere; at either end it goes round.
    const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
    } else if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });
}
