'use client';

import { Dropdown } from '@/components/ui/dropdown';
import { usePagePathname } from './page-pathname';

export function LocaleDropdown({ locales }: { locales: Array<{ code: string; label: string }> }) {
  const pathname = usePagePathname();
  const current = locales[0];
  return (
    <Dropdown
      label={current?.label ?? 'English'}
      ariaLabel={`Language: ${current?.label ?? 'English'}`}
      items={locales.map((locale, index) => ({ label: locale.label, href: pathname, active: index === 0 }))}
    />
  );
}
