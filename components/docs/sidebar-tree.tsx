import { AppLink } from '@/components/layout/app-link';
import type { SidebarItem } from '@/lib/content/sidebars';
import styles from './sidebar-tree.module.css';

/** The sidebar's items; categories are always expanded and cannot be collapsed. */
export function SidebarTree({ items, activeHref }: { items: readonly SidebarItem[]; activeHref: string }) {
  return (
    <ul className={styles.list}>
      {items.map((item) =>
        item.type === 'category' ? (
          <li key={item.label} className={styles.category}>
            <span className={styles.categoryLabel}>{item.label}</span>
            <SidebarTree items={item.items} activeHref={activeHref} />
          </li>
        ) : (
          <li key={item.href}>
            <AppLink
              href={item.href}
              className={`${styles.link} ${item.href === activeHref ? styles.active : ''}`}
              aria-current={item.href === activeHref ? 'page' : undefined}
            >
              {item.label}
            </AppLink>
          </li>
        ),
      )}
    </ul>
  );
}
