import { AppLink } from '@/components/layout/app-link';
import { MdxTable } from '@/components/mdx/mdx-table';
import type { GuideIndexSection } from '@/lib/content/guide-index';

/**
 * The guides of the docs sidebar as tables, one per category, for the docs home (`<GuideIndex />` in
 * content/docs/README.mdx). The category names the first column, so no heading is needed above a table.
 */
export function GuideIndex({ sections }: { sections: readonly GuideIndexSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <MdxTable key={section.category} data-region-label={`Table: ${section.category}`}>
          <thead>
            <tr>
              <th scope="col">{section.category}</th>
              <th scope="col">What you get</th>
            </tr>
          </thead>
          <tbody>
            {section.guides.map((guide) => (
              <tr key={guide.href}>
                <td>
                  <AppLink href={guide.href}>{guide.label}</AppLink>
                </td>
                <td>{guide.description}</td>
              </tr>
            ))}
          </tbody>
        </MdxTable>
      ))}
    </>
  );
}
