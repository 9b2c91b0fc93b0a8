// The property form (/cms/property/add and /cms/property/{id}): every field of the entity, checked
// with the shared schema, saved with POST or PATCH; Ctrl+S saves; leaving with unsaved changes asks.
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { TAdminProperty } from '../../../../common/schemas/admin-property.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { formatDateTime } from '../format.ts';
import { SaveBar } from '../form/form-shell.tsx';
import { BackLink, RecordActions } from '../form/record-header.tsx';
import { useCmsShell } from '../shell/cms-context.tsx';
import { UnsavedChangesGuard } from '../form/unsaved-changes.tsx';
import { useRecordEditor } from '../form/use-record-editor.ts';
import type { RefLists } from '../reference/options.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { card } from '../styles.ts';
import { DuplicateWarning, QualityChecklist, VerificationCard } from '../trust/trust-panel.tsx';
import { PerformanceSection } from '../performance/performance-section.tsx';
import { createProperty, deleteProperty, updateProperty } from './api.ts';
import { AssignmentCard } from './assignment-card.tsx';
import { propertyRights, useMe } from './property-rights.ts';
import {
  ClassificationSection,
  ContactSection,
  DetailsSection,
  LocationSection,
  MediaSection,
  PriceSection,
  PublishingFlags,
  TextsSection,
} from './form-sections.tsx';
import {
  emptyPropertyValues,
  languageOfField,
  propertyResolver,
  propertyToValues,
  valuesToPayload,
  type PropertyFormValues,
} from './form-values.ts';
import { isPromotionEndPast, PAST_PROMOTION_END_WARNING } from './promotion-end.ts';

const SECTIONS = [
  { id: 'textes', label: 'Textes' },
  { id: 'prix', label: 'Prix et promotion' },
  { id: 'caracteristiques', label: 'Caractéristiques' },
  { id: 'classement', label: 'Type et statut' },
  { id: 'equipements', label: 'Équipements' },
  { id: 'documents', label: 'Documents' },
  { id: 'localisation', label: 'Localisation' },
  { id: 'contact', label: 'Contact du vendeur' },
  { id: 'photos', label: 'Photos et vidéo' },
];
const PERFORMANCE_LINK = { id: 'performance', label: 'Performance' };

interface PropertyFormProps {
  property?: TAdminProperty;
  refs: RefLists | null;
}

export function PropertyForm({ property, refs }: PropertyFormProps) {
  const { isAdmin } = useCmsShell();
  const editor = useRecordEditor<TAdminProperty, PropertyFormValues>({
    record: property,
    toValues: propertyToValues,
    emptyValues: emptyPropertyValues,
    resolver: propertyResolver,
    create: (values) => createProperty(valuesToPayload(values, undefined)),
    update: (saved, values) => updateProperty(saved.id, valuesToPayload(values, saved)),
    remove: (saved) => deleteProperty(saved.id),
    languageOfField,
    listPath: '/cms/properties',
    recordPathPrefix: '/cms/property/',
    notices: {
      created: (created) => ({
        message: `Bien créé (n° ${created.id}).`,
        action: {
          label: 'Voir sur le site',
          onClick: () => window.open(`/property/${created.id}`, '_blank'),
        },
      }),
      removed: (removed) => `« ${removed.name_fr} » a été supprimé.`,
    },
  });
  const { methods, formRef, saved, setSaved, language, setLanguage, uploading, setUploading } =
    editor;
  const { isDirty, isSubmitting } = methods.formState;
  // A running promotion whose end date is already past: ask before saving it.
  const [confirmPastEnd, setConfirmPastEnd] = useState(false);
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const { ispromo, promotion_end_date } = methods.getValues();
    if (ispromo && isPromotionEndPast(promotion_end_date)) {
      event.preventDefault();
      setConfirmPastEnd(true);
      return;
    }
    void editor.submit(event);
  };

  // Another agent's listing opens read-only, saying why, before any edit (property-rights.ts).
  const me = useMe();
  const rights = saved ? propertyRights(me, saved) : null;
  const readOnly = me !== null && rights !== null && !rights.change;

  const title = saved ? saved.name_fr || `Bien n° ${saved.id}` : 'Nouveau bien';
  return (
    <FormProvider {...methods}>
      <UnsavedChangesGuard when={editor.unsaved} />
      <form ref={formRef} noValidate onSubmit={submit} aria-label={title}>
        <PageHeader
          title={title}
          back={<BackLink to="/cms/properties">Biens</BackLink>}
          description={
            saved ? (
              <>
                N° {saved.id} · modifié le {formatDateTime(saved.updated_at)}
                {!saved.isVisible && (
                  <span className="ms-2 rounded bg-slate-200 px-1.5 text-xs">masqué</span>
                )}
              </>
            ) : (
              'Remplissez les informations puis enregistrez. Les champs marqués * sont obligatoires.'
            )
          }
          actions={
            saved && (
              <RecordActions
                publicHref={`/property/${saved.id}`}
                historyHref={isAdmin ? `/cms/audit?entity=property&entity_id=${saved.id}` : null}
                onDelete={rights?.delete ? () => editor.setConfirmDelete(true) : undefined}
              />
            )
          }
        />

        {readOnly && (
          <p
            role="note"
            className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="read-only-reason"
          >
            <strong>Lecture seule.</strong> {rights?.reason}
          </p>
        )}
        {/* A disabled fieldset makes every field and button inside it read-only at once; the
            language tabs and the performance section stay usable to read. */}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
          <div className="min-w-0 space-y-6">
            {saved && <DuplicateWarning property={saved} />}
            <TextsSection language={language} onLanguage={setLanguage} readOnly={readOnly} />
            <fieldset disabled={readOnly} className="contents">
              <PriceSection />
              <DetailsSection />
              <ClassificationSection refs={refs} />
              <LocationSection />
              <ContactSection />
              <MediaSection onBusyChange={setUploading} />
            </fieldset>
            {saved && <PerformanceSection propertyId={saved.id} />}
          </div>
          <aside className="order-first space-y-4 lg:sticky lg:top-20 lg:order-none lg:max-h-[calc(100vh-10rem)] lg:overflow-y-auto">
            <fieldset disabled={readOnly} className={`${card} block min-w-0 p-4`}>
              <h2 className="text-sm font-semibold text-slate-900">Publication</h2>
              <PublishingFlags />
            </fieldset>
            {saved && <AssignmentCard property={saved} onChange={setSaved} />}
            {saved && (
              <fieldset disabled={readOnly} className="contents">
                <VerificationCard
                  property={saved}
                  onChange={(next) => {
                    setSaved(next);
                    // A confirmation may publish again a listing the stale job hid.
                    methods.resetField('isVisible', { defaultValue: next.isVisible });
                  }}
                />
              </fieldset>
            )}
            <QualityChecklist />
            <nav aria-label="Sections du formulaire" className={`${card} hidden p-4 lg:block`}>
              <h2 className="mb-2 text-sm font-semibold text-slate-900">Sections</h2>
              <ul className="space-y-0.5 text-sm">
                {(saved ? [...SECTIONS, PERFORMANCE_LINK] : SECTIONS).map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="block rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                    >
                      {section.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
        </div>

        {!readOnly && (
          <SaveBar
            dirty={isDirty}
            busy={uploading}
            busyText="Envoi des photos en cours…"
            submitting={isSubmitting}
            saved={Boolean(saved)}
            cancelTo="/cms/properties"
            submitLabel={saved ? 'Enregistrer' : 'Créer le bien'}
          />
        )}
      </form>
      <ConfirmDialog
        open={confirmPastEnd}
        onOpenChange={setConfirmPastEnd}
        tone="default"
        title="Fin de promotion passée"
        description={<p>{PAST_PROMOTION_END_WARNING} Enregistrer quand même ?</p>}
        confirmLabel="Enregistrer quand même"
        cancelLabel="Corriger la date"
        onConfirm={() => editor.submit()}
      />
      <ConfirmDialog
        open={editor.confirmDelete}
        onOpenChange={editor.setConfirmDelete}
        title="Supprimer ce bien ?"
        description={
          <p>
            « <strong className="text-slate-900">{saved?.name_fr}</strong> » sera supprimé avec ses
            photos. Cette action est irréversible.
          </p>
        }
        confirmLabel="Supprimer"
        cancelLabel="Annuler"
        onConfirm={editor.remove}
      />
    </FormProvider>
  );
}
