// Add or rename an item of an option list: its names in French, Arabic and English (and the
// category of a document), validated with the shared schema.
import { LoaderCircle, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ZReferenceItemCreateSchema } from '../../../../common/schemas/admin-reference.ts';
import {
  DOCUMENT_CATEGORIES,
  type TDocumentCategory,
} from '../../../../common/schemas/reference.ts';
import { TextInput } from '../form/controls.tsx';
import { Field } from '../form/field.tsx';
import { frenchResolver } from '../form/french-resolver.ts';
import { button, select } from '../styles.ts';
import { useApiError } from '../use-api-error.ts';
import {
  createReferenceItem,
  LIST_LABELS,
  updateReferenceItem,
  type TReferenceItem,
  type TReferenceList,
} from './api.ts';
import { DOCUMENT_CATEGORY_LABELS } from './options.ts';

interface Values {
  name_fr: string;
  name_ar: string;
  name_en: string;
  category?: TDocumentCategory;
}

const resolver = frenchResolver<typeof ZReferenceItemCreateSchema, Values>(
  ZReferenceItemCreateSchema,
);

interface ItemDialogProps {
  list: TReferenceList;
  item: TReferenceItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}

export function ItemDialog({ list, item, open, onOpenChange, onSaved }: ItemDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          {open && (
            <ItemForm
              list={list}
              item={item}
              onDone={() => onOpenChange(false)}
              onSaved={onSaved}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ItemForm({
  list,
  item,
  onDone,
  onSaved,
}: {
  list: TReferenceList;
  item: TReferenceItem | null;
  onDone: () => void;
  onSaved: () => void;
}) {
  const report = useApiError();
  const documents = list === 'associated_documents';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      name_fr: item?.name_fr ?? '',
      name_ar: item?.name_ar ?? '',
      name_en: item?.name_en ?? '',
      category: documents ? (item?.category ?? 'property') : undefined,
    },
    resolver,
  });

  const onValid = async (values: Values) => {
    const body = {
      name_fr: values.name_fr.trim(),
      name_ar: values.name_ar.trim(),
      name_en: values.name_en.trim(),
      ...(documents ? { category: values.category } : {}),
    };
    try {
      if (item) await updateReferenceItem(list, item.id, body);
      else await createReferenceItem(list, body);
      toast.success(item ? `« ${body.name_fr} » renommé.` : `« ${body.name_fr} » ajouté.`);
      onSaved();
      onDone();
    } catch (error) {
      report(error);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      <div className="flex items-start justify-between gap-4">
        <div>
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            {item ? 'Renommer' : 'Ajouter'} — {LIST_LABELS[list]}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            Le nom dans les trois langues du site.
          </Dialog.Description>
        </div>
        <Dialog.Close className={button.icon} aria-label="Fermer">
          <X aria-hidden className="size-4" />
        </Dialog.Close>
      </div>
      <Field label="Nom en français" required error={errors.name_fr?.message}>
        {(props) => (
          // eslint-disable-next-line jsx-a11y/no-autofocus -- first field of a dialog
          <TextInput {...props} autoFocus lang="fr" {...register('name_fr')} />
        )}
      </Field>
      <Field label="Nom en arabe" required error={errors.name_ar?.message}>
        {(props) => <TextInput {...props} dir="rtl" lang="ar" {...register('name_ar')} />}
      </Field>
      <Field label="Nom en anglais" required error={errors.name_en?.message}>
        {(props) => <TextInput {...props} lang="en" {...register('name_en')} />}
      </Field>
      {documents && (
        <Field label="Catégorie" error={errors.category?.message}>
          {(props) => (
            <select {...props} className={select} {...register('category')}>
              {DOCUMENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {DOCUMENT_CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Dialog.Close className={button.secondary} type="button">
          Annuler
        </Dialog.Close>
        <button type="submit" className={button.primary} disabled={isSubmitting}>
          {isSubmitting && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {item ? 'Enregistrer' : 'Ajouter'}
        </button>
      </div>
    </form>
  );
}
