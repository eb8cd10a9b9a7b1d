import { pastedQuery } from '@/lib/search/client/message-match';

/**
 * Pasting into a search input: a log line loses its `[date time] [rank] [level]` prefix and its line
 * breaks before the input's length limit cuts it, so the message's own words are what is searched.
 * Anything else pastes as the browser pastes it.
 */
export function pasteSearchQuery(event: ClipboardEvent, input: HTMLInputElement): void {
  const text = event.clipboardData?.getData('text/plain');
  if (!text) return;
  const query = pastedQuery(text);
  if (query === text) return;
  event.preventDefault();
  // insertText keeps undo and fires the input event the inputs' owners (React, DocSearch) listen to.
  if (document.execCommand('insertText', false, query)) return;
  input.setRangeText(
    query,
    input.selectionStart ?? input.value.length,
    input.selectionEnd ?? input.value.length,
    'end',
  );
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: query }));
}
