/**
 * Fired on `document` when a modal dialog has entered the top layer (showModal), so that what must
 * stay over every dialog (the toasts) can enter it again above the dialog.
 */
export const MODAL_OPENED_EVENT = 'fest:modal-opened';
