// The page types every figure is reported for.

export interface PageType {
  name: string;
  path: string;
  /** Counted against the first-load JS budget (guide and API pages). */
  jsBudget: boolean;
}

export function pageTypes(bufferRecordId: string): PageType[] {
  return [
    { name: 'home', path: '/', jsBudget: false },
    { name: 'guide', path: '/docs/getting-started/', jsBudget: true },
    { name: 'tutorial', path: '/docs/tutorial/', jsBudget: true },
    { name: 'API index', path: '/docs/api/records/', jsBudget: true },
    { name: 'API record (buffer)', path: `/docs/api/records/${bufferRecordId}/`, jsBudget: true },
    { name: 'API function (reduction)', path: '/docs/api/functions/celerity-reduction/', jsBudget: true },
    { name: 'search', path: '/search/', jsBudget: false },
  ];
}
