// The flow every back-office editor of a record shares (a property, an ad): the form's state,
// saving with create-or-update, the language tab that holds an error, Ctrl+S, deleting, and, after a
// creation, moving on to the new record's own address. The form file keeps only its sections.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../api.ts';
import { useApiError } from '../use-api-error.ts';
import { focusFirstInvalid, invalidMessage, useSaveShortcut } from './form-shell.tsx';
import { FORM_LANGUAGES, type FormLanguage } from './trilingual-tabs.tsx';

interface RecordEditorOptions<R extends { id: number }, V extends FieldValues> {
  /** The stored record, or none for a new one. */
  record?: R;
  toValues: (record: R) => V;
  emptyValues: () => V;
  resolver: Resolver<V>;
  create: (values: V) => Promise<R>;
  update: (saved: R, values: V) => Promise<R>;
  remove: (saved: R) => Promise<unknown>;
  /** The language a field belongs to (its tab), or null for a field outside the tabs. */
  languageOfField: (field: string) => FormLanguage | null;
  listPath: string;
  /** The record's page without its number: '/cms/property/' for /cms/property/12. */
  recordPathPrefix: string;
  /** The notices after a creation and a deletion (the wording agrees with the record's gender). */
  notices: {
    created: (record: R) => { message: string; action?: { label: string; onClick: () => void } };
    removed: (record: R) => string;
  };
}

export function useRecordEditor<R extends { id: number }, V extends FieldValues>(
  options: RecordEditorOptions<R, V>,
) {
  const { record, toValues, emptyValues, resolver, languageOfField, notices } = options;
  const { listPath, recordPathPrefix } = options;
  const navigate = useNavigate();
  const report = useApiError();
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState<R | undefined>(record);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [language, setLanguage] = useState<FormLanguage>('fr');
  const [uploading, setUploading] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const methods = useForm<V>({
    defaultValues: (record ? toValues(record) : emptyValues()) as DefaultValues<V>,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { isDirty, isSubmitting } = methods.formState;

  const onInvalid = useCallback(
    (errors: FieldErrors<V>) => {
      toast.error(invalidMessage(Object.keys(errors).length));
      // Open the language tab that holds an error (unless the one shown has one).
      const languages = Object.keys(errors).map(languageOfField);
      const first = FORM_LANGUAGES.find((language) => languages.includes(language));
      setLanguage((current) => (languages.includes(current) || !first ? current : first));
      focusFirstInvalid(formRef.current);
    },
    [languageOfField],
  );

  const onValid = async (values: V) => {
    try {
      const result = saved ? await options.update(saved, values) : await options.create(values);
      methods.reset(toValues(result));
      setSaved(result);
      if (saved) toast.success('Modifications enregistrées.');
      else {
        const { message, action } = notices.created(result);
        toast.success(message, action ? { action } : undefined);
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

  // After a creation, continue on the new record's page (once the form is clean).
  useEffect(() => {
    if (createdId !== null && !isDirty)
      void navigate(`${recordPathPrefix}${createdId}`, { replace: true });
  }, [createdId, isDirty, navigate, recordPathPrefix]);

  async function remove() {
    if (!saved) return;
    try {
      await options.remove(saved);
      toast.success(notices.removed(saved));
      setLeaving(true);
      setTimeout(() => void navigate(listPath, { replace: true }));
    } catch (error) {
      report(error);
      throw error;
    }
  }

  return {
    methods,
    formRef,
    saved,
    setSaved,
    language,
    setLanguage,
    uploading,
    setUploading,
    confirmDelete,
    setConfirmDelete,
    submit,
    remove,
    /** Whether leaving now would lose changes (not while saving, deleting or moving on). */
    unsaved: isDirty && !isSubmitting && !leaving && createdId === null,
  };
}
