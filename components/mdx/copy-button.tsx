'use client';

import { useRef, useState } from 'react';
import styles from './code-block.module.css';

/** Copies the text of the <pre> in the same code block figure. */
export function CopyButton() {
  const [copied, setCopied] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const copy = async () => {
    const code = button.current?.closest('[data-code-block]')?.querySelector('pre')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
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
  );
}
