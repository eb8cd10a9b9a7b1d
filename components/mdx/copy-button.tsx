'use client';

import { useRef, useState } from 'react';
import styles from './code-block.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

const ANNOUNCEMENTS: Record<CopyState, string> = {
  idle: '',
  copied: 'Code copied to the clipboard.',
  failed: 'Could not copy: the browser did not allow access to the clipboard.',
};

/**
 * Copies the text of the <pre> in the same code block figure. The button's own name changes to
 * "Copied", which not every screen reader announces, so a status region says what happened too.
 */
export function CopyButton() {
  const [state, setState] = useState<CopyState>('idle');
  const button = useRef<HTMLButtonElement>(null);
  const copy = async () => {
    const code = button.current?.closest('[data-code-block]')?.querySelector('pre')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
      setTimeout(() => setState('idle'), 2000);
    } catch {
      setState('failed');
    }
  };
  const copied = state === 'copied';
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.copy}
        onClick={copy}
        aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
        data-needs-js
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
      <span role="status" className="visually-hidden">
        {ANNOUNCEMENTS[state]}
      </span>
    </>
  );
}
