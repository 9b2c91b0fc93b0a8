// The ad form (/cms/ads/add and /cms/ads/{id}): an advertiser's page, saved with POST /ad or
// PATCH /ads/{id}; the same habits as the property form (Ctrl+S, unsaved-changes warning).
import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { TAdminAd } from '../../../../common/schemas/admin-ad.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ApiError } from '../api.ts';
import { formatDateTime } from '../format.ts';
import {
  focusFirstInvalid,
  invalidMessage,
  SaveBar,
  useSaveShortcut,
} from '../form/form-shell.tsx';
import { FORM_LANGUAGES, type FormLanguage } from '../form/trilingual-tabs.tsx';
import { UnsavedChangesGuard } from '../form/unsaved-changes.tsx';
import { PageHeader } from '../shell/page-header.tsx';
import { button, card } from '../styles.ts';
import { useApiError } from '../use-api-error.ts';
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
  const navigate = useNavigate();
  const report = useApiError();
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState<TAdminAd | undefined>(ad);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [language, setLanguage] = useState<FormLanguage>('fr');
  const [uploading, setUploading] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const methods = useForm<AdFormValues>({
    defaultValues: ad ? adToValues(ad) : emptyAdValues(),
    resolver: adResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { isDirty, isSubmitting } = methods.formState;

  const onInvalid = useCallback((errors: FieldErrors<AdFormValues>) => {
    toast.error(invalidMessage(Object.keys(errors).length));
    const languages = Object.keys(errors).map(adLanguageOfField);
    const first = FORM_LANGUAGES.find((language) => languages.includes(language));
    setLanguage((current) => (languages.includes(current) || !first ? current : first));
    focusFirstInvalid(formRef.current);
  }, []);

  const onValid = async (values: AdFormValues) => {
    try {
      const body = adValuesToPayload(values, saved);
      const result = saved ? await updateAd(saved.id, body) : await createAd(body);
      methods.reset(adToValues(result));
      setSaved(result);
      if (saved) toast.success('Modifications enregistrées.');
      else {
        toast.success(`Annonce créée (n° ${result.id}).`);
        setCreatedId(result.id);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        toast.error("L'enregistrement a été refusé", { description: error.message });
      } else report(error, "L'enregistrement a échoué.");
    }
  };

  const submit = methods.handleSubmit(onValid, onInvalid);
  useSaveShortcut(() => void submit(), uploading);

  useEffect(() => {
    if (createdId !== null && !isDirty) void navigate(`/cms/ads/${createdId}`, { replace: true });
  }, [createdId, isDirty, navigate]);

  async function remove() {
    if (!saved) return;
    try {
      await deleteAd(saved.id);
      toast.success(`L'annonce « ${saved.name_fr} » a été supprimée.`);
      setLeaving(true);
      setTimeout(() => void navigate('/cms/ads', { replace: true }));
    } catch (error) {
      report(error);
      throw error;
    }
  }

  const title = saved ? saved.name_fr || `Annonce n° ${saved.id}` : 'Nouvelle annonce';
  return (
    <FormProvider {...methods}>
      <UnsavedChangesGuard when={isDirty && !isSubmitting && !leaving && createdId === null} />
      <form ref={formRef} noValidate onSubmit={submit} aria-label={title}>
        <PageHeader
          title={title}
          back={
            <Link
              to="/cms/ads"
              className="mb-1 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
            >
              <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
              Annonceurs
            </Link>
          }
          description={
            saved
              ? `N° ${saved.id} · modifiée le ${formatDateTime(saved.updated_at)}`
              : "La page d'un annonceur partenaire, ou une bannière qui renvoie vers son site."
          }
          actions={
            saved && (
              <>
                <a
                  href={saved.isLinkOnly && saved.urlLink ? saved.urlLink : `/ads/${saved.id}`}
                  target="_blank"
                  rel="noreferrer"
                  className={button.secondary}
                >
                  <ExternalLink aria-hidden className="size-4" />
                  Voir sur le site
                </a>
                <button
                  type="button"
                  className={`${button.secondary} text-red-700`}
                  onClick={() => setConfirmDelete(true)}
                >
                  <Trash2 aria-hidden className="size-4" />
                  Supprimer
                </button>
              </>
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
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Supprimer cette annonce ?"
        description={
          <p>
            L'annonce « <strong className="text-slate-900">{saved?.name_fr}</strong> » sera
            supprimée avec ses images. Cette action est irréversible.
          </p>
        }
        confirmLabel="Supprimer"
        cancelLabel="Annuler"
        onConfirm={remove}
      />
    </FormProvider>
  );
}
