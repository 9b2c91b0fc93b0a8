// The ad form (/cms/ads/add and /cms/ads/{id}): an advertiser's page, saved with POST /ad or
// PATCH /ads/{id}; the same habits as the property form (Ctrl+S, unsaved-changes warning).
import { FormProvider } from 'react-hook-form';
import type { TAdminAd } from '../../../../common/schemas/admin-ad.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { formatDateTime } from '../format.ts';
import { SaveBar } from '../form/form-shell.tsx';
import { BackLink, RecordActions } from '../form/record-header.tsx';
import { useCmsShell } from '../shell/cms-context.tsx';
import { UnsavedChangesGuard } from '../form/unsaved-changes.tsx';
import { useRecordEditor } from '../form/use-record-editor.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { card } from '../styles.ts';
import {
  AdContactSection,
  AdDisplayFields,
  AdImagesSection,
  AdLocationSection,
  AdTextsSection,
} from './ad-form-sections.tsx';
import { createAd, deleteAd, updateAd } from './api.ts';
import {
  adLanguageOfField,
  adResolver,
  adToValues,
  adValuesToPayload,
  emptyAdValues,
  type AdFormValues,
} from './form-values.ts';

export function AdForm({ ad }: { ad?: TAdminAd }) {
  const { isAdmin } = useCmsShell();
  const editor = useRecordEditor<TAdminAd, AdFormValues>({
    record: ad,
    toValues: adToValues,
    emptyValues: emptyAdValues,
    resolver: adResolver,
    create: (values) => createAd(adValuesToPayload(values, undefined)),
    update: (saved, values) => updateAd(saved.id, adValuesToPayload(values, saved)),
    remove: (saved) => deleteAd(saved.id),
    languageOfField: adLanguageOfField,
    listPath: '/cms/ads',
    recordPathPrefix: '/cms/ads/',
    notices: {
      created: (created) => ({ message: `Annonce créée (n° ${created.id}).` }),
      removed: (removed) => `L'annonce « ${removed.name_fr} » a été supprimée.`,
    },
  });
  const { methods, formRef, saved, language, setLanguage, uploading, setUploading } = editor;
  const { isDirty, isSubmitting } = methods.formState;

  const title = saved ? saved.name_fr || `Annonce n° ${saved.id}` : 'Nouvelle annonce';
  return (
    <FormProvider {...methods}>
      <UnsavedChangesGuard when={editor.unsaved} />
      <form ref={formRef} noValidate onSubmit={editor.submit} aria-label={title}>
        <PageHeader
          title={title}
          back={<BackLink to="/cms/ads">Annonceurs</BackLink>}
          description={
            saved
              ? `N° ${saved.id} · modifiée le ${formatDateTime(saved.updated_at)}`
              : "La page d'un annonceur partenaire, ou une bannière qui renvoie vers son site."
          }
          actions={
            saved && (
              <RecordActions
                publicHref={saved.isLinkOnly && saved.urlLink ? saved.urlLink : `/ads/${saved.id}`}
                historyHref={isAdmin ? `/cms/audit?entity=ad&entity_id=${saved.id}` : null}
                onDelete={() => editor.setConfirmDelete(true)}
              />
            )
          }
        />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="min-w-0 space-y-6">
            <AdTextsSection language={language} onLanguage={setLanguage} />
            <AdImagesSection onBusyChange={setUploading} />
            <AdContactSection />
            <AdLocationSection />
          </div>
          <aside className="order-first space-y-4 lg:sticky lg:top-20 lg:order-none">
            <div className={`${card} p-4`}>
              <h2 className="text-sm font-semibold text-slate-900">Affichage</h2>
              <AdDisplayFields />
            </div>
          </aside>
        </div>
        <SaveBar
          dirty={isDirty}
          busy={uploading}
          submitting={isSubmitting}
          saved={Boolean(saved)}
          cancelTo="/cms/ads"
          submitLabel={saved ? 'Enregistrer' : "Créer l'annonce"}
        />
      </form>
      <ConfirmDialog
        open={editor.confirmDelete}
        onOpenChange={editor.setConfirmDelete}
        title="Supprimer cette annonce ?"
        description={
          <p>
            L'annonce « <strong className="text-slate-900">{saved?.name_fr}</strong> » sera
            supprimée avec ses images. Cette action est irréversible.
          </p>
        }
        confirmLabel="Supprimer"
        cancelLabel="Annuler"
        onConfirm={editor.remove}
      />
    </FormProvider>
  );
}
