// Every component stylesheet, imported once by the root layout. Loading all CSS (~20 KB) on every
// page means route prefetches never inject <link rel=preload as=style> for CSS the current page
// does not use, which Chromium reports as console warnings. tests/unit/config/stylesheets.test.ts
// fails when a CSS Module is missing here.
import '@/components/api/api.module.css';
// After api.module.css: these rules followed its own in one file before.
import '@/components/api/api-lists.module.css';
import '@/components/api/api-changes.module.css';
import '@/components/api/history-badges.module.css';
import '@/components/api/signature.module.css';
import '@/components/blog/blog.module.css';
import '@/components/docs/breadcrumbs.module.css';
import '@/components/docs/docs-layout.module.css';
import '@/components/docs/last-updated.module.css';
import '@/components/docs/mobile-toc.module.css';
import '@/components/docs/page-bar.module.css';
import '@/components/docs/pagination.module.css';
import '@/components/docs/sidebar-tree.module.css';
import '@/components/docs/table-of-contents.module.css';
import '@/components/docs/version-banner.module.css';
import '@/components/home/home-page.module.css';
import '@/components/layout/announcement-bar.module.css';
import '@/components/layout/footer.module.css';
import '@/components/layout/mobile-drawer.module.css';
import '@/components/layout/navbar.module.css';
import '@/components/layout/page-loading.module.css';
import '@/components/layout/route-error.module.css';
import '@/components/layout/route-progress.module.css';
import '@/components/layout/skip-to-content.module.css';
import '@/components/mdx/callout.module.css';
import '@/components/mdx/code-block.module.css';
import '@/components/mdx/glossary-term.module.css';
import '@/components/mdx/prose.module.css';
import '@/components/messages/messages-page.module.css';
import '@/components/pages/not-found-view.module.css';
import '@/components/pages/research-page.module.css';
import '@/components/search/search-button.module.css';
import '@/components/search/search-page-view.module.css';
import '@/components/search/search-version-select.module.css';
import '@/components/ui/dropdown.module.css';
import '@/components/ui/name-breaks.module.css';
import '@/components/xref/signature-card.module.css';
