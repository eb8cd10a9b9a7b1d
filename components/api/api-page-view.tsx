import type { ComponentType } from 'react';
import type { ApiPageData } from '@/lib/api/pages/page-data';
import type { VersionBannerData } from '@/lib/site/version-pages';
import { AliasPageView } from './alias-page-view';
import { ApiHomeView } from './api-home-view';
import { ApiIndexView } from './api-index-view';
import { ApiPageShell } from './api-page-shell';
import { EnumPageView } from './enum-page-view';
import { FunctionPageView } from './function-page-view';
import { MacroPageView } from './macro-page-view';
import { NamespacesView } from './namespaces-view';
import { RecordPageView } from './record-page-view';

type ViewOf<V extends ApiPageData['view']> = ComponentType<{
  data: Extract<ApiPageData, { view: V }>['data'];
}>;

/** One component per view the page data can name; a new view without one does not compile. */
const VIEWS: { [V in ApiPageData['view']]: ViewOf<V> } = {
  home: ApiHomeView,
  index: ApiIndexView,
  namespaces: NamespacesView,
  record: RecordPageView,
  enum: EnumPageView,
  alias: AliasPageView,
  function: FunctionPageView,
  macro: MacroPageView,
};

/** Any API page: the shared shell (sidebar, breadcrumbs, TOC) around the view its data names. */
export function ApiPageView({
  page,
  path,
  banner = null,
}: {
  page: ApiPageData;
  path: string;
  banner?: VersionBannerData | null;
}) {
  const View = VIEWS[page.view] as ViewOf<typeof page.view>;
  return (
    <ApiPageShell frame={page.data.frame} path={path} banner={banner}>
      <View data={page.data} />
    </ApiPageShell>
  );
}
