import { siteOrigin } from '@/lib/site/metadata';
import { siteConfig } from '@/lib/site-config';

export const dynamic = 'force-static';

/** Lets browsers add the site search; it points at the search page. */
export function GET() {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${siteConfig.title}</ShortName>
  <Description>Search the ${siteConfig.title} documentation</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Image width="16" height="16" type="image/svg+xml">${siteOrigin}/favicon.svg</Image>
  <Url type="text/html" method="get" template="${siteOrigin}/search/?q={searchTerms}"/>
  <moz:SearchForm>${siteOrigin}/search/</moz:SearchForm>
</OpenSearchDescription>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/opensearchdescription+xml' } });
}
