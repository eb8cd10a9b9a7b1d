'use client';

import { AppLink } from '@/components/layout/app-link';
import { CaretIcon } from '@/components/ui/caret-icon';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styles from './dropdown.module.css';

interface DropdownItem {
  label: string;
  href: string;
  active?: boolean;
  /** Called when the item is chosen; it may cancel the navigation to follow it later. */
  onSelect?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A disclosure menu: click or Enter/Space toggles, Escape and click-outside close, arrows move. */
export function Dropdown({
  label,
  ariaLabel,
  items,
  onOpen,
  state,
}: {
  label: ReactNode;
  /** The button's accessible name when its label alone does not say what the menu is for. */
  ariaLabel?: string;
  items: DropdownItem[];
  /** Shown as `data-state` on the menu's root, for what its items depend on (e.g. lists still loading). */
  state?: string;
  /** Called each time the menu opens (e.g. to load what its items link to). */
  onOpen?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const focusItem = (offset: number) => {
    const links = [...(root.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    // From the button (no link focused yet) Down goes to the first link and Up to the last.
    const next = index < 0 ? (offset > 0 ? 0 : -1) : (index + offset) % links.length;
    links.at(next)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        onOpen?.();
        setOpen(true);
      }
      requestAnimationFrame(() => focusItem(event.key === 'ArrowDown' ? 1 : -1));
    }
  };

  return (
    <div
      className={styles.dropdown}
      ref={root}
      onKeyDown={onKeyDown}
      // Tabbing out of the menu closes it, as a click outside does. Only focus that moved to another
      // element: Safari focuses nothing on a click, so a click on a menu link blurs with no target.
      onBlur={(event) => {
        const to = event.relatedTarget as Node | null;
        if (open && to && !root.current?.contains(to)) setOpen(false);
      }}
      data-open={open || undefined}
      data-state={state}
    >
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
        data-needs-js
      >
        {label}
        <CaretIcon />
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {/* Keyed by label, not href: an item's href may change while the menu is open (the version menu's
            page lists arrive), and an item React re-keys is a new element that has lost the keyboard focus. */}
        {items.map((item) => (
          <li key={item.label}>
            <AppLink
              href={item.href}
              className={item.active ? styles.active : undefined}
              aria-current={item.active ? 'true' : undefined}
              onClick={(event) => {
                item.onSelect?.(event);
                setOpen(false);
              }}
            >
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
