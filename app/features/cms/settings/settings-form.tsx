// The agency's office (its position on the map of the contact page) and contact details.
import { useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { ZGeneralInfoUpdateSchema } from '../../../../common/schemas/admin-general-info.ts';
import type { TGeneralInfo } from '../../../../common/schemas/general-info.ts';
import { TextInput } from '../form/controls.tsx';
import { Field, FormSection } from '../form/field.tsx';
import {
  focusFirstInvalid,
  invalidMessage,
  SaveBar,
  useSaveShortcut,
} from '../form/form-shell.tsx';
import { frenchResolver } from '../form/french-resolver.ts';
import { MapPicker } from '../form/map-picker.tsx';
import { UnsavedChangesGuard } from '../form/unsaved-changes.tsx';
import { formatDateTime } from '../format.ts';
import { useApiError } from '../use-api-error.ts';
import { saveGeneralInfo } from './api.ts';
import { OpeningHoursFields, type OpeningHoursValues } from './opening-hours-fields.tsx';
import {
  financingBody,
  FinancingFields,
  financingValues,
  type FinancingValues,
} from './financing-fields.tsx';
import { DEFAULT_OPENING_HOURS } from '../../../../common/opening-hours.ts';
import { formatAlgerianPhone } from '../../../../common/phone.ts';

interface Values extends FinancingValues {
  latitude: string;
  longitude: string;
  phone: string;
  whatsapp: string;
  email: string;
  address_fr: string;
  address_ar: string;
  address_en: string;
  approval_number: string;
  /** Days; empty: stale listings are never unpublished automatically. */
  stale_hide_after_days: string;
  opening_hours: OpeningHoursValues['opening_hours'];
}

const resolver = frenchResolver<typeof ZGeneralInfoUpdateSchema, Values>(ZGeneralInfoUpdateSchema);
const TIPAZA = { lat: 36.5897, lng: 2.4475 };

function toValues(info: TGeneralInfo | null): Values {
  return {
    latitude: info ? String(info.latitude) : '',
    longitude: info ? String(info.longitude) : '',
    // Shown the way staff write it; saved unchanged, it is not rewritten (common/phone.ts).
    phone: formatAlgerianPhone(info?.phone ?? ''),
    whatsapp: formatAlgerianPhone(info?.whatsapp ?? ''),
    email: info?.email ?? '',
    address_fr: info?.address_fr ?? '',
    address_ar: info?.address_ar ?? '',
    address_en: info?.address_en ?? '',
    approval_number: info?.approval_number ?? '',
    stale_hide_after_days:
      info?.stale_hide_after_days === null || info?.stale_hide_after_days === undefined
        ? ''
        : String(info.stale_hide_after_days),
    opening_hours: structuredClone(info?.opening_hours ?? DEFAULT_OPENING_HOURS),
    ...financingValues(info?.financing),
  };
}

export function SettingsForm({ info }: { info: TGeneralInfo | null }) {
  const report = useApiError();
  const formRef = useRef<HTMLFormElement>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const methods = useForm<Values>({
    defaultValues: toValues(info),
    resolver,
    shouldFocusError: false,
  });
  const {
    control,
    register,
    setValue,
    formState: { errors, isDirty, isSubmitting },
  } = methods;
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const lat = Number(latitude.replace(',', '.'));
  const lng = Number(longitude.replace(',', '.'));
  const position =
    latitude.trim() && longitude.trim() && Number.isFinite(lat) && Number.isFinite(lng)
      ? { lat, lng }
      : null;

  const onValid = async (values: Values) => {
    try {
      const saved = await saveGeneralInfo({
        ...values,
        ...financingBody(values),
        latitude: Number(values.latitude.replace(',', '.')),
        longitude: Number(values.longitude.replace(',', '.')),
        stale_hide_after_days:
          values.stale_hide_after_days.trim() === ''
            ? null
            : Number(values.stale_hide_after_days.trim()),
      });
      methods.reset({
        ...values,
        latitude: String(saved.latitude),
        longitude: String(saved.longitude),
        opening_hours: saved.opening_hours,
        ...financingValues(saved.financing),
      });
      setSavedAt(saved.updated_at);
      toast.success('Informations enregistrées.');
    } catch (error) {
      report(error, "L'enregistrement a échoué.");
    }
  };
  const onInvalid = (invalid: FieldErrors<Values>) => {
    toast.error(invalidMessage(Object.keys(invalid).length));
    focusFirstInvalid(formRef.current);
  };
  const submit = methods.handleSubmit(onValid, onInvalid);
  useSaveShortcut(() => void submit());

  const text = (name: keyof Values, label: string, type = 'text', dir?: 'rtl') => (
    <Field label={label} error={errors[name]?.message}>
      {(props) => (
        <TextInput {...props} type={type} dir={dir} autoComplete="off" {...register(name)} />
      )}
    </Field>
  );

  return (
    <FormProvider {...methods}>
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-6">
        <FormSection
          id="bureau"
          title="Position du bureau"
          description="Le repère de la carte sur la page Contact."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Latitude" required error={errors.latitude?.message}>
              {(props) => (
                <TextInput
                  {...props}
                  inputMode="decimal"
                  className="tabular"
                  {...register('latitude')}
                />
              )}
            </Field>
            <Field label="Longitude" required error={errors.longitude?.message}>
              {(props) => (
                <TextInput
                  {...props}
                  inputMode="decimal"
                  className="tabular"
                  {...register('longitude')}
                />
              )}
            </Field>
            <div className="sm:col-span-2">
              <MapPicker
                position={position}
                center={TIPAZA}
                zoom={9}
                clearable={false}
                onPick={(next) => {
                  const options = { shouldDirty: true, shouldValidate: true };
                  setValue('latitude', next ? String(next.lat) : '', options);
                  setValue('longitude', next ? String(next.lng) : '', options);
                }}
              />
            </div>
          </div>
        </FormSection>
        <FormSection id="coordonnees" title="Coordonnées de l'agence">
          <div className="grid gap-4 sm:grid-cols-2">
            {text('phone', 'Téléphone', 'tel')}
            {text('whatsapp', 'WhatsApp', 'tel')}
            {text('email', 'E-mail', 'email')}
            {text('approval_number', "Numéro d'agrément")}
            {text('address_fr', 'Adresse (français)')}
            {text('address_ar', 'Adresse (arabe)', 'text', 'rtl')}
            {text('address_en', 'Adresse (anglais)')}
          </div>
          {savedAt && (
            <p className="mt-3 text-xs text-slate-500">Enregistré le {formatDateTime(savedAt)}.</p>
          )}
        </FormSection>
        <FormSection
          id="horaires"
          title="Horaires d'ouverture"
          description="Heure d'Alger. Affichés sur les pages Contact et des biens ; les visites ne peuvent être proposées que pendant ces horaires."
        >
          <OpeningHoursFields />
        </FormSection>
        <FormSection
          id="annonces-perimees"
          title="Annonces périmées"
          description="Une annonce non modifiée depuis 90 jours est signalée « périmée » dans la liste des biens. Passé ce délai supplémentaire, elle est retirée du site jusqu'à ce qu'un membre de l'équipe confirme qu'elle est toujours d'actualité."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Retirer du site après (jours)"
              hint="Laisser vide pour ne jamais retirer automatiquement."
              error={errors.stale_hide_after_days?.message}
            >
              {(props) => (
                <TextInput
                  {...props}
                  inputMode="numeric"
                  className="tabular"
                  {...register('stale_hide_after_days')}
                />
              )}
            </Field>
          </div>
        </FormSection>
        <FormSection
          id="financement"
          title="Financement"
          description="L'estimation de mensualité des biens à vendre, en prêt classique et en mourabaha. Aucun taux n'est affiché tant qu'il n'est pas renseigné ici."
        >
          <FinancingFields />
        </FormSection>
        <SaveBar
          dirty={isDirty}
          busy={false}
          submitting={isSubmitting}
          saved={!isDirty}
          cancelTo="/cms/dashboard"
          submitLabel="Enregistrer"
        />
      </form>
    </FormProvider>
  );
}
