// The property's papers (notarial deed, land register booklet, building permit…), grouped by
// category as the filter panel groups them.
import { FileCheck2, FileText } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import type { TPropertyDetails } from '../../../common/schemas/property.ts';
import type { TDocumentCategory } from '../../../common/schemas/reference.ts';
import { ContentSection } from '../../ui/content-section.tsx';

export function DocumentsSection({
  documents,
  categories,
}: {
  documents: TPropertyDetails['associated_documents'];
  categories: { id: TDocumentCategory; name: string }[];
}) {
  const { t } = useTranslation('property');
  return (
    <ContentSection
      title={t('sections.documents')}
      icon={<FileText aria-hidden="true" />}
      testId="section-documents"
    >
      {documents.length === 0 ? (
        <p className="text-[15px] text-stone-600">{t('documents.none')}</p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          {categories.map((category) => (
            <div key={category.id} data-testid={`documents-${category.id}`}>
              <h3 className="text-sm font-semibold tracking-wide text-gold-700 uppercase rtl:tracking-normal">
                {category.name}
              </h3>
              <ul className="mt-2.5 space-y-2">
                {documents
                  .filter((document) => document.category === category.id)
                  .map((document) => (
                    <li
                      key={document.id}
                      className="flex items-center gap-2.5 rounded-xl bg-sand-50 px-3.5 py-2.5 text-[15px] text-stone-800 ring-1 ring-sand-200"
                    >
                      <FileCheck2 className="size-4.5 shrink-0 text-brand-600" aria-hidden="true" />
                      {document.name}
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </ContentSection>
  );
}
