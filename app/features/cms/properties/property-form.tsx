// The property form (/cms/property/add and /cms/property/{id}): every field of the entity, checked
// with the shared schema, saved with POST or PATCH; Ctrl+S saves; leaving with unsaved changes asks.
import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { TAdminProperty } from '../../../../common/schemas/admin-property.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ApiError } from '../api.ts';
import { formatDateTime } from '../format.ts';
import { FORM_LANGUAGES, type FormLanguage } from '../form/trilingual-tabs.tsx';
import { UnsavedChangesGuard } from '../form/unsaved-changes.tsx';
import {
  focusFirstInvalid,
  invalidMessage,
  SaveBar,
  useSaveShortcut,
} from '../form/form-shell.tsx';
import type { RefLists } from '../reference/options.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { button, card } from '../styles.ts';
import { useApiError } from '../use-api-error.ts';
import { DuplicateWarning, QualityChecklist, VerificationCard } from '../trust/trust-panel.tsx';
import { createProperty, deleteProperty, updateProperty } from './api.ts';
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

interface PropertyFormProps {
  property?: TAdminProperty;
  refs: RefLists | null;
}

export function PropertyForm({ property, refs }: PropertyFormProps) {
  const navigate = useNavigate();
  const report = useApiError();
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState<TAdminProperty | undefined>(property);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [language, setLanguage] = useState<FormLanguage>('fr');
  const [uploading, setUploading] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const methods = useForm<PropertyFormValues>({
    defaultValues: property ? propertyToValues(property) : emptyPropertyValues(),
    resolver: propertyResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { isDirty, isSubmitting } = methods.formState;

  const focusFirstError = useCallback((errors: FieldErrors<PropertyFormValues>) => {
    const languages = Object.keys(errors).map(languageOfField).filter(Boolean) as FormLanguage[];
    // Open the language tab that holds an error (unless the one shown has one).
    const first = FORM_LANGUAGES.find((language) => languages.includes(language));
    setLanguage((current) => (languages.includes(current) || !first ? current : first));
    focusFirstInvalid(formRef.current);
  }, []);

  const onValid = async (values: PropertyFormValues) => {
    try {
      const body = valuesToPayload(values, saved);
      const result = saved ? await updateProperty(saved.id, body) : await createProperty(body);
      methods.reset(propertyToValues(result));
      setSaved(result);
      if (saved) {
        toast.success('Modifications enregistrées.');
      } else {
        toast.success(`Bien créé (n° ${result.id}).`, {
          action: {
            label: 'Voir sur le site',
            onClick: () => window.open(`/property/${result.id}`, '_blank'),
          },
        });
        setCreatedId(result.id);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        toast.error("L'enregistrement a été refusé", { description: error.message });
      } else report(error, "L'enregistrement a échoué.");
    }
  };

  const onInvalid = (errors: FieldErrors<PropertyFormValues>) => {
    toast.error(invalidMessage(Object.keys(errors).length));
    focusFirstError(errors);
  };

  const submit = methods.handleSubmit(onValid, onInvalid);

  useSaveShortcut(() => void submit(), uploading);

  // After a creation, continue on the new property's page (once the form is clean).
  useEffect(() => {
    if (createdId !== null && !isDirty)
      void navigate(`/cms/property/${createdId}`, { replace: true });
  }, [createdId, isDirty, navigate]);

  async function remove() {
    if (!saved) return;
    try {
      await deleteProperty(saved.id);
      toast.success(`« ${saved.name_fr} » a été supprimé.`);
      setLeaving(true);
      setTimeout(() => void navigate('/cms/properties', { replace: true }));
    } catch (error) {
      report(error);
      throw error;
    }
  }

  const title = saved ? saved.name_fr || `Bien n° ${saved.id}` : 'Nouveau bien';
  return (
    <FormProvider {...methods}>
      <UnsavedChangesGuard when={isDirty && !isSubmitting && !leaving && createdId === null} />
      <form ref={formRef} noValidate onSubmit={submit} aria-label={title}>
        <PageHeader
          title={title}
          back={
            <Link
              to="/cms/properties"
              className="mb-1 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
            >
              <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
              Biens
            </Link>
          }
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
              <>
                <a
                  href={`/property/${saved.id}`}
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

        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
          <div className="min-w-0 space-y-6">
            {saved && <DuplicateWarning property={saved} />}
            <TextsSection language={language} onLanguage={setLanguage} />
            <PriceSection />
            <DetailsSection />
            <ClassificationSection refs={refs} />
            <LocationSection />
            <ContactSection />
            <MediaSection onBusyChange={setUploading} />
          </div>
          <aside className="order-first space-y-4 lg:sticky lg:top-20 lg:order-none lg:max-h-[calc(100vh-10rem)] lg:overflow-y-auto">
            <div className={`${card} p-4`}>
              <h2 className="text-sm font-semibold text-slate-900">Publication</h2>
              <PublishingFlags />
            </div>
            {saved && (
              <VerificationCard
                property={saved}
                onChange={(next) => {
                  setSaved(next);
                  // A confirmation may publish again a listing the stale job hid.
                  methods.resetField('isVisible', { defaultValue: next.isVisible });
                }}
              />
            )}
            <QualityChecklist />
            <nav aria-label="Sections du formulaire" className={`${card} hidden p-4 lg:block`}>
              <h2 className="mb-2 text-sm font-semibold text-slate-900">Sections</h2>
              <ul className="space-y-0.5 text-sm">
                {SECTIONS.map((section) => (
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

        <SaveBar
          dirty={isDirty}
          busy={uploading}
          busyText="Envoi des photos en cours…"
          submitting={isSubmitting}
          saved={Boolean(saved)}
          cancelTo="/cms/properties"
          submitLabel={saved ? 'Enregistrer' : 'Créer le bien'}
        />
      </form>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Supprimer ce bien ?"
        description={
          <p>
            « <strong className="text-slate-900">{saved?.name_fr}</strong> » sera supprimé avec ses
            photos. Cette action est irréversible.
          </p>
        }
        confirmLabel="Supprimer"
        cancelLabel="Annuler"
        onConfirm={remove}
      />
    </FormProvider>
  );
}
