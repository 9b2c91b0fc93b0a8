// A note on a lead (POST /api/admin/leads/{id}/notes): checked with the API's schema, the
// author and the time are the server's.
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ZLeadNoteBodySchema } from '../../../../common/schemas/lead.ts';
import { TextArea } from '../form/controls.tsx';
import { Field } from '../form/field.tsx';
import { frenchResolver } from '../form/french-resolver.ts';
import { button } from '../styles.ts';
import { useApiError } from '../use-api-error.ts';
import { addLeadNote, type TAdminLeadDetail } from './api.ts';

interface Values {
  body: string;
}
const resolver = frenchResolver<typeof ZLeadNoteBodySchema, Values>(ZLeadNoteBodySchema);

export function LeadNoteForm({
  leadId,
  onSaved,
}: {
  leadId: number;
  onSaved: (lead: TAdminLeadDetail) => void;
}) {
  const report = useApiError();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { body: '' }, resolver });

  const onValid = async (values: Values) => {
    try {
      onSaved(await addLeadNote(leadId, values));
      reset();
    } catch (error) {
      report(error);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-2">
      <Field label="Ajouter une note" error={errors.body?.message}>
        {(control) => (
          <TextArea
            {...control}
            {...register('body')}
            rows={3}
            placeholder="Appel passé, visite proposée, offre reçue…"
          />
        )}
      </Field>
      <button type="submit" className={button.secondary} disabled={isSubmitting}>
        {isSubmitting && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        Enregistrer la note
      </button>
    </form>
  );
}
