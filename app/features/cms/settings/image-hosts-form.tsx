// The sites a catalogue import may fetch photos from (decision 0041). Empty, the default: photo
// addresses of an import are listed for staff to add by hand, never fetched.
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ZImageHostsFormSchema } from '../../../../common/schemas/admin-property-io.ts';
import { TextArea } from '../form/controls.tsx';
import { Field, FormSection } from '../form/field.tsx';
import { frenchResolver } from '../form/french-resolver.ts';
import { button } from '../styles.ts';
import { useApiError } from '../use-api-error.ts';
import { saveImageHosts } from './api.ts';

interface Values {
  hosts: string;
}

const resolver = frenchResolver<typeof ZImageHostsFormSchema, Values>(ZImageHostsFormSchema);

export function ImageHostsForm({ hosts }: { hosts: string[] }) {
  const report = useApiError();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Values>({ defaultValues: { hosts: hosts.join('\n') }, resolver });

  const onValid = async (values: Values) => {
    try {
      const saved = await saveImageHosts(ZImageHostsFormSchema.parse(values).hosts);
      reset({ hosts: saved.hosts.join('\n') });
      toast.success('Sites autorisés enregistrés.');
    } catch (error) {
      report(error, "L'enregistrement a échoué.");
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="mt-6">
      <FormSection
        id="import-photos"
        title="Import de biens : photos"
        description="Un import peut télécharger les photos de ces sites seulement (un nom par ligne, par exemple photos.mon-agence.dz). Vide : les adresses des photos sont listées pour être ajoutées à la main."
      >
        <Field label="Sites autorisés" error={errors.hosts?.message}>
          {(props) => <TextArea {...props} rows={3} spellCheck={false} {...register('hosts')} />}
        </Field>
        <button
          type="submit"
          className={`${button.secondary} mt-3`}
          disabled={!isDirty || isSubmitting}
        >
          Enregistrer les sites
        </button>
      </FormSection>
    </form>
  );
}
