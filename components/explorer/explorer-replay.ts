// Changes made to the explorer's controls before its code was in. Until then the page shows the server's
// HTML, whose inputs and lists take what the reader types but answer nothing; the live explorer starts
// from its own state, so each such change is found by its label and made again on the live control.

export interface ControlValue {
  label: string;
  value: string;
}

type Control = HTMLInputElement | HTMLSelectElement;

const controlsOf = (root: Element): Control[] =>
  [...root.querySelectorAll<Control>('input, select')].filter((control) => control.labels?.length);

const labelOf = (control: Control) => control.labels?.[0]?.textContent ?? '';

function changed(control: Control): boolean {
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((o) => o.selected !== o.defaultSelected);
  return control.value !== control.defaultValue;
}

/** The controls under `root` whose value differs from the one the server rendered, in page order. */
export function changedControls(root: Element): ControlValue[] {
  return controlsOf(root)
    .filter(changed)
    .map((control) => ({ label: labelOf(control), value: control.value }));
}

/** Sets a control's value as the reader would, so that React's change handler sees it. */
function setValue(control: Control, value: string) {
  const prototype =
    control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/** Makes each change again on the live controls under `root`, one at a time: a change can add or remove
 * controls (a mapper's parameters), so each waits for React to render the one before. */
export async function replayChanges(root: Element, changes: readonly ControlValue[]): Promise<void> {
  for (const { label, value } of changes) {
    const control = controlsOf(root).find((c) => labelOf(c) === label);
    if (!control || control.value === value) continue;
    setValue(control, value);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
