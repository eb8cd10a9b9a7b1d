import type { NavbarItem } from '@/lib/config/site-config-schema';
import { siteConfig } from '@/lib/site-config';
import { SearchButton } from '@/components/search/search-button';
import { AppLink } from './app-link';
import { ExternalLink } from './external-link';
import { LocaleDropdown } from './locale-dropdown';
import { Logo } from './logo';
import { MobileDrawer } from './mobile-drawer';
import { NavbarAutoHide } from './navbar-auto-hide';
import { NavLink } from './nav-link';
import { NavbarItemBoundary } from './navbar-item-boundary';
import { ThemeToggle } from './theme-toggle';
import type { VersionOption } from './use-version-switch';
import { VersionDropdown } from './version-dropdown';
import styles from './navbar.module.css';

function renderItem(item: NavbarItem, versions: VersionOption[]) {
  switch (item.type) {
    case 'link':
      return item.href ? (
        <ExternalLink className={styles.link} href={item.href}>
          {item.label}
        </ExternalLink>
      ) : (
        <NavLink
          label={item.label}
          to={item.to ?? '/'}
          activeBasePaths={item.activeBasePaths}
          inactiveBasePaths={item.inactiveBasePaths}
          versions={versions}
        />
      );
    case 'themeToggle':
      return <ThemeToggle />;
    case 'search':
      return <SearchButton versions={versions} />;
    case 'localeDropdown':
      return (
        <LocaleDropdown
          locales={siteConfig.i18n.locales.map((code) => ({
            code,
            label: siteConfig.i18n.localeConfigs[code]?.label ?? code,
          }))}
        />
      );
    case 'docsVersionDropdown':
      return <VersionDropdown versions={versions} />;
  }
}

const itemName = (item: NavbarItem) => (item.type === 'link' ? item.label : item.type);
/** Items hidden on narrow screens move into the drawer; toggles and search stay in the bar. */
const staysOnMobile = (item: NavbarItem) => item.type === 'themeToggle' || item.type === 'search';

/** `versions`: the docs versions for the version dropdown, read by the layout (components read no files). */
export function Navbar({ versions }: { versions: VersionOption[] }) {
  const items = siteConfig.navbar.items;
  const drawerLinks = items.flatMap((item) =>
    item.type === 'link'
      ? [{ label: item.label, href: item.to ?? item.href ?? '/', external: Boolean(item.href) }]
      : [],
  );
  const group = (position: 'left' | 'right') =>
    items
      .filter((item) => item.position === position)
      .map((item) => (
        <div
          key={itemName(item)}
          className={staysOnMobile(item) ? styles.item : `${styles.item} ${styles.desktopOnly}`}
        >
          <NavbarItemBoundary name={itemName(item)}>{renderItem(item, versions)}</NavbarItemBoundary>
        </div>
      ));
  const brand = (
    <>
      <Logo size={28} />
      <span>{siteConfig.title}</span>
    </>
  );
  return (
    <header className={styles.navbar} data-navbar>
      <nav aria-label="Main" className={styles.inner}>
        <MobileDrawer
          title={brand}
          links={drawerLinks}
          versions={versions}
          versionSwitch={items.some((item) => item.type === 'docsVersionDropdown')}
        />
        <AppLink href="/" className={styles.brand} aria-label={`${siteConfig.title} home`}>
          {brand}
        </AppLink>
        <div className={styles.group}>{group('left')}</div>
        <div className={`${styles.group} ${styles.right}`}>{group('right')}</div>
      </nav>
      {siteConfig.navbar.hideOnScroll ? <NavbarAutoHide /> : null}
    </header>
  );
}
