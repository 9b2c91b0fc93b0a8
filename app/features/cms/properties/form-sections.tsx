// The sections of the property form. Each reads and writes the form through react-hook-form's
// context (useFormContext), so the form file stays about the flow (load, validate, save).
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { WILAYAS, wilayaById } from '../../../../common/wilayas.ts';
import { CheckboxGroup } from '../form/checkbox-group.tsx';
import { SwitchRow, TextArea, TextInput } from '../form/controls.tsx';
import { Field, FormSection } from '../form/field.tsx';
import { ImageUploader } from '../form/image-uploader.tsx';
import { PositionFields } from '../form/position-fields.tsx';
import { PriceInput } from '../form/price-input.tsx';
import { TrilingualTabs, type FormLanguage } from '../form/trilingual-tabs.tsx';
import { ALGERIA_CENTER } from '../geo.ts';
import { formatDA } from '../format.ts';
import { DOCUMENT_CATEGORY_LABELS, type RefLists } from '../reference/options.ts';
import { select } from '../styles.ts';
import { FLAG_HELP, FLAG_LABELS } from './api.ts';
import type { PropertyFormValues, TrilingualKey } from './form-values.ts';

const LANG_SUFFIX: Record<FormLanguage, string> = { fr: 'FR', ar: 'AR', en: 'EN' };

function useErrors() {
  const {
    formState: { errors },
  } = useFormContext<PropertyFormValues>();
  return (name: keyof PropertyFormValues) => errors[name]?.message as string | undefined;
}

export function TextsSection({
  language,
  onLanguage,
}: {
  language: FormLanguage;
  onLanguage: (language: FormLanguage) => void;
}) {
  const { register, formState } = useFormContext<PropertyFormValues>();
  const error = useErrors();
  const hasError = (lang: FormLanguage) =>
    Object.keys(formState.errors).some((key) => key.endsWith(`_${lang}`));
  const key = (field: string, lang: FormLanguage) => `${field}_${lang}` as TrilingualKey;
  return (
    <FormSection
      id="textes"
      title="Textes"
      description="Le nom est obligatoire dans les trois langues ; les autres textes sont conseillés."
    >
      <TrilingualTabs
        value={language}
        onValueChange={onLanguage}
        errors={{ fr: hasError('fr'), ar: hasError('ar'), en: hasError('en') }}
      >
        {(lang) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={`Nom de l'annonce (${LANG_SUFFIX[lang]})`}
              required
              error={error(key('name', lang))}
              className="sm:col-span-2"
            >
              {(control) => <TextInput {...control} {...register(key('name', lang))} />}
            </Field>
            <Field
              label={`Description (${LANG_SUFFIX[lang]})`}
              error={error(key('description', lang))}
              className="sm:col-span-2"
            >
              {(control) => (
                <TextArea rows={7} {...control} {...register(key('description', lang))} />
              )}
            </Field>
            <Field label={`Adresse (${LANG_SUFFIX[lang]})`} error={error(key('address', lang))}>
              {(control) => <TextInput {...control} {...register(key('address', lang))} />}
            </Field>
            <Field
              label={`Ville / commune (${LANG_SUFFIX[lang]})`}
              error={error(key('city', lang))}
            >
              {(control) => <TextInput {...control} {...register(key('city', lang))} />}
            </Field>
            <Field
              label={`Nom du vendeur (${LANG_SUFFIX[lang]})`}
              error={error(key('seller_name', lang))}
            >
              {(control) => <TextInput {...control} {...register(key('seller_name', lang))} />}
            </Field>
            <Field label={`Pays (${LANG_SUFFIX[lang]})`} error={error(key('country', lang))}>
              {(control) => <TextInput {...control} {...register(key('country', lang))} />}
            </Field>
          </div>
        )}
      </TrilingualTabs>
    </FormSection>
  );
}

export function PriceSection() {
  const { control, register } = useFormContext<PropertyFormValues>();
  const error = useErrors();
  const [ispromo, base, living, land] = useWatch({
    control,
    name: ['ispromo', 'base_price', 'living_area', 'land_area'],
  });
  const area = Number(living?.replace(',', '.')) || Number(land?.replace(',', '.')) || 0;
  const perM2 = area > 0 && Number(base) > 0 ? Math.round(Number(base) / area) : null;
  return (
    <FormSection id="prix" title="Prix et promotion">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Prix"
          required
          error={error('base_price')}
          hint="En dinars, ou saisi en millions / milliards (centimes)."
        >
          {(props) => (
            <Controller
              control={control}
              name="base_price"
              render={({ field }) => (
                <PriceInput
                  {...props}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </Field>
        <div className="flex flex-col justify-end pb-1 text-sm text-slate-600">
          <span>Prix au m² (calculé)</span>
          <span className="font-medium text-slate-900 tabular">
            {perM2 ? `${formatDA(perM2)} / m²` : '—'}
          </span>
        </div>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="ispromo"
            render={({ field }) => (
              <SwitchRow
                label="En promotion"
                description="Affiche le prix promotionnel et un compte à rebours jusqu'à la fin de l'offre."
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </div>
        {ispromo && (
          <>
            <Field label="Prix pendant la promotion" required error={error('afterpromo_price')}>
              {(props) => (
                <Controller
                  control={control}
                  name="afterpromo_price"
                  render={({ field }) => (
                    <PriceInput
                      {...props}
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              )}
            </Field>
            <Field
              label="Fin de la promotion"
              error={error('promotion_end_date')}
              hint="La promotion se termine le soir de cette date. Vide : sans limite."
            >
              {(props) => <TextInput type="date" {...props} {...register('promotion_end_date')} />}
            </Field>
          </>
        )}
      </div>
    </FormSection>
  );
}

const DETAILS: {
  name: keyof PropertyFormValues;
  label: string;
  decimal?: boolean;
  unit?: string;
}[] = [
  { name: 'living_area', label: 'Surface habitable', decimal: true, unit: 'm²' },
  { name: 'land_area', label: 'Surface du terrain', decimal: true, unit: 'm²' },
  { name: 'num_rooms', label: 'Pièces' },
  { name: 'num_bedrooms', label: 'Chambres' },
  { name: 'num_bathrooms', label: 'Salles de bain' },
  { name: 'num_floors', label: 'Étages' },
  { name: 'construction_year', label: 'Année de construction' },
];

export function DetailsSection() {
  const { register } = useFormContext<PropertyFormValues>();
  const error = useErrors();
  return (
    <FormSection id="caracteristiques" title="Caractéristiques">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {DETAILS.map((detail) => (
          <Field key={detail.name} label={detail.label} error={error(detail.name)}>
            {(props) => (
              <div className="relative">
                <TextInput
                  {...props}
                  inputMode={detail.decimal ? 'decimal' : 'numeric'}
                  autoComplete="off"
                  className={`tabular ${detail.unit ? 'pe-10' : ''}`}
                  {...register(detail.name)}
                />
                {detail.unit && (
                  <span className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-sm text-slate-500">
                    {detail.unit}
                  </span>
                )}
              </div>
            )}
          </Field>
        ))}
      </div>
    </FormSection>
  );
}

type IdField =
  | 'property_types'
  | 'property_statuses'
  | 'property_states'
  | 'furnished_types'
  | 'views'
  | 'commodities'
  | 'security_accessibilities'
  | 'proximities'
  | 'other_characteristics'
  | 'associated_documents';

function IdGroup({
  name,
  legend,
  options,
  columns,
}: {
  name: IdField;
  legend: string;
  options: { id: number; name: string; group?: string }[];
  columns?: 2 | 3 | 4;
}) {
  const { control } = useFormContext<PropertyFormValues>();
  const error = useErrors();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CheckboxGroup
          legend={legend}
          options={options}
          value={field.value}
          onChange={field.onChange}
          columns={columns}
          error={error(name)}
        />
      )}
    />
  );
}

export function ClassificationSection({ refs }: { refs: RefLists | null }) {
  if (!refs) {
    return (
      <FormSection id="classement" title="Type, statut et équipements">
        <p role="alert" className="text-sm text-red-700">
          Les listes (types, statuts, équipements…) n'ont pas pu être chargées. Rechargez la page.
        </p>
      </FormSection>
    );
  }
  const documents = refs.associated_documents.map((item) => ({
    ...item,
    group: item.category ? DOCUMENT_CATEGORY_LABELS[item.category] : undefined,
  }));
  return (
    <>
      <FormSection id="classement" title="Type et statut">
        <div className="grid gap-6 md:grid-cols-2">
          <IdGroup name="property_types" legend="Type de bien" options={refs.types} columns={2} />
          <IdGroup name="property_statuses" legend="Statut" options={refs.statuses} columns={2} />
          <IdGroup name="property_states" legend="État" options={refs.states} columns={2} />
          <IdGroup
            name="furnished_types"
            legend="Ameublement"
            options={refs.furnished_types}
            columns={2}
          />
        </div>
      </FormSection>
      <FormSection id="equipements" title="Équipements et atouts">
        <div className="space-y-6">
          <IdGroup name="commodities" legend="Commodités" options={refs.commodities} />
          <IdGroup
            name="security_accessibilities"
            legend="Sécurité et accessibilité"
            options={refs.security_accessibilities}
          />
          <IdGroup name="views" legend="Vues" options={refs.views} />
          <IdGroup name="proximities" legend="À proximité" options={refs.proximities} />
          <IdGroup
            name="other_characteristics"
            legend="Autres caractéristiques"
            options={refs.other_characteristics}
          />
        </div>
      </FormSection>
      <FormSection id="documents" title="Documents">
        <IdGroup name="associated_documents" legend="Documents disponibles" options={documents} />
      </FormSection>
    </>
  );
}

export function LocationSection() {
  const { control, register } = useFormContext<PropertyFormValues>();
  const error = useErrors();
  const wilaya = wilayaById(Number(useWatch({ control, name: 'wilaya_id' })));
  return (
    <FormSection id="localisation" title="Localisation">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Wilaya" error={error('wilaya_id')}>
          {(props) => (
            <select {...props} className={select} {...register('wilaya_id')}>
              <option value="">— Choisir —</option>
              {WILAYAS.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.code} - {w.fr}
                </option>
              ))}
            </select>
          )}
        </Field>
        <PositionFields<PropertyFormValues>
          names={{ link: 'map_link', latitude: 'latitude', longitude: 'longitude' }}
          center={wilaya ? { lat: wilaya.lat, lng: wilaya.lng } : ALGERIA_CENTER}
          zoom={wilaya ? 10 : 5}
        />
      </div>
    </FormSection>
  );
}

export function ContactSection() {
  const { register } = useFormContext<PropertyFormValues>();
  const error = useErrors();
  return (
    <FormSection
      id="contact"
      title="Contact du vendeur"
      description="Montré aux visiteurs qui demandent le numéro (le nom se saisit dans « Textes »)."
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Téléphone" error={error('seller_phone')}>
          {(props) => (
            <TextInput {...props} type="tel" autoComplete="off" {...register('seller_phone')} />
          )}
        </Field>
        <Field label="WhatsApp" error={error('seller_whatsapp')}>
          {(props) => (
            <TextInput {...props} type="tel" autoComplete="off" {...register('seller_whatsapp')} />
          )}
        </Field>
        <Field label="E-mail" error={error('seller_email')}>
          {(props) => (
            <TextInput {...props} type="email" autoComplete="off" {...register('seller_email')} />
          )}
        </Field>
      </div>
    </FormSection>
  );
}

export function PublishingFlags() {
  const { control } = useFormContext<PropertyFormValues>();
  return (
    <div className="divide-y divide-slate-100">
      {(['isVisible', 'isBanner', 'isANePasManquer', 'isSelected'] as const).map((flag) => (
        <Controller
          key={flag}
          control={control}
          name={flag}
          render={({ field }) => (
            <SwitchRow
              label={FLAG_LABELS[flag]}
              description={FLAG_HELP[flag]}
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
      ))}
    </div>
  );
}

export function MediaSection({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { control, register } = useFormContext<PropertyFormValues>();
  const error = useErrors();
  return (
    <FormSection id="photos" title="Photos et vidéo">
      <div className="space-y-4">
        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <ImageUploader
              label="Photos du bien"
              value={field.value}
              onChange={field.onChange}
              onBusyChange={onBusyChange}
              error={error('images')}
            />
          )}
        />
        <Field
          label="Vidéo YouTube"
          error={error('youtube_url')}
          hint="Lien de la vidéo (facultatif)."
        >
          {(props) => (
            <TextInput
              {...props}
              type="url"
              inputMode="url"
              placeholder="https://www.youtube.com/watch?v=…"
              {...register('youtube_url')}
            />
          )}
        </Field>
      </div>
    </FormSection>
  );
}
