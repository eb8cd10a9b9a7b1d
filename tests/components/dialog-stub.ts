// jsdom has <dialog> but not its modal behaviour. This stands in for what the browser does and the
// components rely on: showModal() moves focus into the dialog, Escape cancels the topmost modal
// dialog, close() fires `close` and returns focus to where it was before the dialog opened.

const FOCUSABLE = 'button:not([disabled]), a[href], input, [tabindex]:not([tabindex="-1"])';
const modals: Array<{ dialog: HTMLDialogElement; previous: Element | null }> = [];

function showModal(this: HTMLDialogElement) {
  if (this.open) return;
  modals.push({ dialog: this, previous: document.activeElement });
  this.setAttribute('open', '');
  (this.querySelector<HTMLElement>(FOCUSABLE) ?? this).focus();
}

function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.removeAttribute('open');
  const index = modals.findIndex((entry) => entry.dialog === this);
  const [entry] = index >= 0 ? modals.splice(index, 1) : [];
  if (entry?.previous instanceof HTMLElement) entry.previous.focus();
  this.dispatchEvent(new Event('close'));
}

export function installDialogStub(): void {
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
  });
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
  window.addEventListener('keydown', (event) => {
    const top = modals.at(-1)?.dialog;
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

/** Forgets dialogs left open by a test whose document was cleaned up. */
export function resetDialogStub(): void {
  modals.length = 0;
}
