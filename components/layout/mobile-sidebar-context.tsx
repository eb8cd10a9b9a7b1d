'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { SidebarItem } from '@/lib/content/sidebars';

interface MobileSidebar {
  items: SidebarItem[];
  activeHref: string;
}

type Setter = (sidebar: MobileSidebar | null) => void;
const SidebarContext = createContext<{ sidebar: MobileSidebar | null; setSidebar: Setter }>({
  sidebar: null,
  setSidebar: () => {},
});

/** Lets a page hand its sidebar to the navbar's mobile drawer without the layout knowing the page. */
export function MobileSidebarProvider({ children }: { children: ReactNode }) {
  const [sidebar, setSidebar] = useState<MobileSidebar | null>(null);
  return <SidebarContext.Provider value={{ sidebar, setSidebar }}>{children}</SidebarContext.Provider>;
}

export function useMobileSidebar(): MobileSidebar | null {
  return useContext(SidebarContext).sidebar;
}

export function RegisterMobileSidebar({ items, activeHref }: MobileSidebar) {
  const { setSidebar } = useContext(SidebarContext);
  useEffect(() => {
    setSidebar({ items, activeHref });
    return () => setSidebar(null);
  }, [items, activeHref, setSidebar]);
  return null;
}
