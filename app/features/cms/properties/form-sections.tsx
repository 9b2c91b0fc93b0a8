// The sections of the property form. Each reads and writes the form through react-hook-form's
// context (useFormContext), so the form file stays about the flow (load, validate, save).
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { WILAYAS, wilayaById } from '../../../../common/wilayas.ts';
import { CheckboxGroup } from '../form/checkbox-group.tsx';
import {
  PriceField,
  SwitchField,
  TextAreaField,
  TextField,
  UrlField,
  useFieldError,
} from '../form/bound-fields.tsx';
import { TextInput } from '../form/controls.tsx';
import { Field, FormSection } from '../form/field.tsx';
import { ImageUploader } from '../form/image-uploader.tsx';
import { PositionFields } from '../form/position-fields.tsx';
import { LANGUAGE_SUFFIX, TrilingualSection } from '../form/trilingual-section.tsx';
import type { FormLanguage } from '../form/trilingual-tabs.tsx';
import { ALGERIA_CENTER } from '../geo.ts';
import { formatDA } from '../format.ts';
import { DOCUMENT_CATEGORY_LABELS, type RefLists } from '../reference/options.ts';
import { select } from '../styles.ts';
import { FLAG_HELP, FLAG_LABELS } from './api.ts';
import type { PropertyFormValues, TrilingualKey } from './form-values.ts';
import { isPromotionEndPast, PAST_PROMOTION_END_WARNING } from './promotion-end.ts';

/** The language of a trilingual field (name_fr → fr). */
const languageOfField = (name: string) =>
  (/_(fr|ar|en)$/.exec(name)?.[1] as FormLanguage | undefined) ?? null;

export function TextsSection({
  language,
  onLanguage,
  readOnly = false,
}: {
  language: FormLanguage;
  onLanguage: (language: FormLanguage) => void;
  /** Fields read-only, language tabs still usable. */
  readOnly?: boolean;
}) {
  const key = (field: string, lang: FormLanguage) => `${field}_${lang}` as TrilingualKey;
  const text = (field: string, label: string, lang: FormLanguage) => (
    <TextField<PropertyFormValues>
      name={key(field, lang)}
      label={`${label} (${LANGUAGE_SUFFIX[lang]})`}
    />
  );
  return (
    <TrilingualSection
      id="textes"
      title="Textes"
      description="Le nom est obligatoire dans les trois langues ; les autres textes sont conseillés."
      language={language}
      onLanguage={onLanguage}
      languageOfField={languageOfField}
      readOnly={readOnly}
    >
      {(lang) => (
        <>
          <TextField<PropertyFormValues>
            name={key('name', lang)}
            label={`Nom de l'annonce (${LANGUAGE_SUFFIX[lang]})`}
            required
            className="sm:col-span-2"
          />
          <TextAreaField<PropertyFormValues>
            name={key('description', lang)}
            label={`Description (${LANGUAGE_SUFFIX[lang]})`}
            rows={7}
            className="sm:col-span-2"
          />
          {text('address', 'Adresse', lang)}
          {text('city', 'Ville / commune', lang)}
          {text('seller_name', 'Nom du vendeur', lang)}
          {text('country', 'Pays', lang)}
        </>
      )}
    </TrilingualSection>
  );
}

export function PriceSection() {
  const { control } = useFormContext<PropertyFormValues>();
  const [ispromo, base, living, land, promoEnd] = useWatch({
    control,
    name: ['ispromo', 'base_price', 'living_area', 'land_area', 'promotion_end_date'],
  });
  const area = Number(living?.replace(',', '.')) || Number(land?.replace(',', '.')) || 0;
  const perM2 = area > 0 && Number(base) > 0 ? Math.round(Number(base) / area) : null;
  return (
    <FormSection id="prix" title="Prix et promotion">
      <div className="grid gap-4 sm:grid-cols-2">
        <PriceField<PropertyFormValues>
          name="base_price"
          label="Prix"
          required
          hint="En dinars, ou saisi en millions / milliards (centimes)."
        />
        <div className="flex flex-col justify-end pb-1 text-sm text-slate-600">
          <span>Prix au m² (calculé)</span>
          <span className="font-medium text-slate-900 tabular">
            {perM2 ? `${formatDA(perM2)} / m²` : '—'}
          </span>
        </div>
        <div className="sm:col-span-2">
          <SwitchField<PropertyFormValues>
            name="ispromo"
            label="En promotion"
            description="Affiche le prix promotionnel et un compte à rebours jusqu'à la fin de l'offre."
          />
        </div>
        {ispromo && (
          <>
            <PriceField<PropertyFormValues>
              name="afterpromo_price"
              label="Prix pendant la promotion"
              required
            />
            <div>
              <TextField<PropertyFormValues>
                name="promotion_end_date"
                type="date"
                label="Fin de la promotion"
                hint="La promotion se termine le soir de cette date. Vide : sans limite."
              />
              {isPromotionEndPast(promoEnd ?? '') && (
                <p role="status" className="mt-1 text-sm font-medium text-amber-800">
                  {PAST_PROMOTION_END_WARNING}
                </p>
              )}
            </div>
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
  const error = useFieldError<PropertyFormValues>();
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
  const error = useFieldError<PropertyFormValues>();
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
  const error = useFieldError<PropertyFormValues>();
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
  return (
    <FormSection
      id="contact"
      title="Contact du vendeur"
      description="Montré aux visiteurs qui demandent le numéro (le nom se saisit dans « Textes »)."
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField<PropertyFormValues>
          name="seller_phone"
          label="Téléphone"
          type="tel"
          autoComplete="off"
        />
        <TextField<PropertyFormValues>
          name="seller_whatsapp"
          label="WhatsApp"
          type="tel"
          autoComplete="off"
        />
        <TextField<PropertyFormValues>
          name="seller_email"
          label="E-mail"
          type="email"
          autoComplete="off"
        />
      </div>
    </FormSection>
  );
}

export function PublishingFlags() {
  return (
    <div className="divide-y divide-slate-100">
      {(['isVisible', 'isBanner', 'isANePasManquer', 'isSelected'] as const).map((flag) => (
        <SwitchField<PropertyFormValues>
          key={flag}
          name={flag}
          label={FLAG_LABELS[flag]}
          description={FLAG_HELP[flag]}
        />
      ))}
    </div>
  );
}

export function MediaSection({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { control } = useFormContext<PropertyFormValues>();
  const error = useFieldError<PropertyFormValues>();
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
        <UrlField<PropertyFormValues>
          name="youtube_url"
          label="Vidéo YouTube"
          hint="Lien de la vidéo (facultatif)."
          placeholder="https://www.youtube.com/watch?v=…"
        />
      </div>
    </FormSection>
  );
}
