const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside `container`, a modal: from its last focusable element to its first, and back with
 * Shift+Tab; focus found outside it goes to the first. The elements are read at each press, as they
 * change while the modal is open; `keep` can leave some out (those not rendered).
 */
export function trapTab(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  container: HTMLElement | null,
  keep: (element: HTMLElement) => boolean = () => true,
): void {
  if (event.key !== 'Tab' || !container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(keep);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const wrapTo = !container.contains(active)
    ? first
    : event.shiftKey && active === first
      ? last
      : !event.shiftKey && active === last
        ? first
        : null;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}
