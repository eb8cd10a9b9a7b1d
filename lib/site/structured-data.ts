import type { DocPage } from '@/lib/content/docs';
import { siteConfig } from '@/lib/site-config';
import { siteOrigin } from './metadata';

/** schema.org data for the home page: the site, its search, and the library it documents. */
export function homeStructuredData() {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteConfig.title,
      description: siteConfig.tagline,
      url: `${siteOrigin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${siteOrigin}/search/?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'SoftwareSourceCode',
      name: siteConfig.title,
      description: siteConfig.tagline,
      codeRepository: siteConfig.repositoryUrl,
      programmingLanguage: 'C++',
      license: 'https://opensource.org/licenses/MIT',
    },
  ];
}

/** schema.org data for a guide. */
export function docStructuredData(doc: DocPage) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: doc.title,
    description: doc.description,
    url: `${siteOrigin}${doc.url}`,
    ...(doc.lastUpdate
      ? { dateModified: doc.lastUpdate.date, author: { '@type': 'Person', name: doc.lastUpdate.author } }
      : {}),
    isPartOf: { '@type': 'WebSite', name: siteConfig.title, url: `${siteOrigin}/` },
  };
}
