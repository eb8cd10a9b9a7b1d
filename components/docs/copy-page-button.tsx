'use client';

import { useState } from 'react';
import styles from './page-bar.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const MESSAGES: Record<Status, string> = {
  idle: '',
  copying: '',
  copied: 'Page copied to the clipboard as Markdown.',
  failed: 'Could not copy the page. Open the Markdown version instead.',
};

/** Copies the page's Markdown twin (`/docs/x.md`) to the clipboard and announces the result. */
export function CopyPageButton({ markdownPath }: { markdownPath: string }) {
  const [status, setStatus] = useState<Status>('idle');
  const href = `${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}${markdownPath}`;
  const copy = async () => {
    if (status === 'copying') return;
    setStatus('copying');
    try {
      const markdown = fetch(href).then((response) => {
        if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
        return response.text();
      });
      // Safari lets a click write to the clipboard only if the write starts in the click's own task, not
      // after the fetch: the write starts now and is given the text as a promise.
      if (typeof ClipboardItem === 'undefined') await navigator.clipboard.writeText(await markdown);
      else {
        const blob = markdown.then((text) => new Blob([text], { type: 'text/plain' }));
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      }
      setStatus('copied');
    } catch (error) {
      console.warn('Copy page failed:', error);
      setStatus('failed');
    }
  };
  return (
    <div className={styles.copy}>
      <button
        type="button"
        className={styles.button}
        onClick={copy}
        // Not `disabled`, which would take keyboard focus off the button.
        aria-disabled={status === 'copying'}
        data-needs-js
      >
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy page'}
      </button>
      <a className={styles.raw} href={href} type="text/markdown">
        Markdown
      </a>
      <span role="status" className="visually-hidden">
        {MESSAGES[status]}
      </span>
    </div>
  );
}
