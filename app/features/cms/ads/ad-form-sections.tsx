// The sections of the ad form (an advertiser's page): texts in three languages, display, images,
// contacts and social links, position.
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  SwitchField,
  TextAreaField,
  TextField,
  UrlField,
  useFieldError,
} from '../form/bound-fields.tsx';
import { FormSection } from '../form/field.tsx';
import { ImageUploader } from '../form/image-uploader.tsx';
import { PositionFields } from '../form/position-fields.tsx';
import { SingleImageField } from '../form/single-image-field.tsx';
import { LANGUAGE_SUFFIX, TrilingualSection } from '../form/trilingual-section.tsx';
import type { FormLanguage } from '../form/trilingual-tabs.tsx';
import { ALGERIA_CENTER } from '../geo.ts';
import { adLanguageOfField, adTextKey, type AdFormValues } from './form-values.ts';

export function AdTextsSection({
  language,
  onLanguage,
}: {
  language: FormLanguage;
  onLanguage: (language: FormLanguage) => void;
}) {
  return (
    <TrilingualSection
      id="textes"
      title="Présentation"
      description="Le nom en français est obligatoire ; les autres langues reprennent le français si elles sont vides."
      language={language}
      onLanguage={onLanguage}
      languageOfField={adLanguageOfField}
    >
      {(lang) => (
        <>
          <TextField<AdFormValues>
            name={`name_${lang}`}
            label={`Nom de l'annonceur (${LANGUAGE_SUFFIX[lang]})`}
            required={lang === 'fr'}
            className="sm:col-span-2"
          />
          <TextAreaField<AdFormValues>
            name={adTextKey('whoAreWe', lang)}
            label={`Qui sommes-nous (${LANGUAGE_SUFFIX[lang]})`}
            rows={5}
            className="sm:col-span-2"
          />
          <TextAreaField<AdFormValues>
            name={adTextKey('ourProduct', lang)}
            label={`Nos produits (${LANGUAGE_SUFFIX[lang]})`}
            rows={5}
            className="sm:col-span-2"
          />
          <TextField<AdFormValues>
            name={adTextKey('workHours', lang)}
            label={`Horaires (${LANGUAGE_SUFFIX[lang]})`}
          />
          <TextField<AdFormValues>
            name={adTextKey('fullAddress', lang)}
            label={`Adresse complète (${LANGUAGE_SUFFIX[lang]})`}
          />
        </>
      )}
    </TrilingualSection>
  );
}

export function AdDisplayFields() {
  const linkOnly = useWatch<AdFormValues, 'isLinkOnly'>({ name: 'isLinkOnly' });
  return (
    <div className="space-y-2">
      <SwitchField<AdFormValues>
        name="isVisible"
        label="Visible"
        description="Publiée sur le site"
      />
      <SwitchField<AdFormValues>
        name="isLinkOnly"
        label="Lien seul"
        description="La bannière renvoie directement vers le lien, sans page annonceur."
      />
      <UrlField<AdFormValues>
        name="urlLink"
        label="Lien de la bannière"
        required={linkOnly}
        hint={linkOnly ? 'Adresse ouverte au clic sur la bannière.' : 'Facultatif.'}
        placeholder="https://…"
      />
    </div>
  );
}

export function AdImagesSection({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { control } = useFormContext<AdFormValues>();
  const error = useFieldError<AdFormValues>();
  return (
    <FormSection id="images" title="Bannière, photos et vidéo">
      <div className="space-y-6">
        <div>
          <p className="mb-2 text-sm font-medium text-slate-700">Bannière</p>
          <Controller
            control={control}
            name="bannerImage"
            render={({ field }) => (
              <SingleImageField
                label="Bannière de l'annonce"
                value={field.value}
                onChange={field.onChange}
                onBusyChange={onBusyChange}
              />
            )}
          />
        </div>
        <div>
          <p className="mb-2 text-sm font-medium text-slate-700">Photos de la page</p>
          <Controller
            control={control}
            name="images"
            render={({ field }) => (
              <ImageUploader
                label="Photos de l'annonceur"
                value={field.value}
                onChange={field.onChange}
                onBusyChange={onBusyChange}
                error={error('images')}
                cover={false}
              />
            )}
          />
        </div>
        <UrlField<AdFormValues>
          name="youtubeVideo"
          label="Vidéo YouTube"
          placeholder="https://www.youtube.com/watch?v=…"
        />
      </div>
    </FormSection>
  );
}

const CONTACTS: {
  name: keyof AdFormValues;
  label: string;
  type: 'tel' | 'email' | 'url';
  placeholder?: string;
}[] = [
  { name: 'phoneNumber', label: 'Téléphone', type: 'tel' },
  { name: 'whatsUp', label: 'WhatsApp', type: 'tel' },
  { name: 'email', label: 'E-mail', type: 'email' },
  { name: 'websiteLink', label: 'Site web', type: 'url', placeholder: 'https://…' },
  { name: 'facebook', label: 'Facebook', type: 'url', placeholder: 'https://facebook.com/…' },
  { name: 'insta', label: 'Instagram', type: 'url', placeholder: 'https://instagram.com/…' },
  { name: 'tiktok', label: 'TikTok', type: 'url', placeholder: 'https://tiktok.com/@…' },
  { name: 'youtube', label: 'Chaîne YouTube', type: 'url', placeholder: 'https://youtube.com/@…' },
];

export function AdContactSection() {
  return (
    <FormSection id="contact" title="Contact et réseaux sociaux">
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACTS.map(({ name, label, type, placeholder }) => (
          <TextField<AdFormValues>
            key={name}
            name={name}
            label={label}
            type={type}
            autoComplete="off"
            placeholder={placeholder}
          />
        ))}
      </div>
    </FormSection>
  );
}

export function AdLocationSection() {
  return (
    <FormSection id="localisation" title="Localisation">
      <div className="grid gap-4 sm:grid-cols-2">
        <PositionFields<AdFormValues>
          names={{ link: 'googleMapLink', latitude: 'lattitude', longitude: 'longitude' }}
          center={ALGERIA_CENTER}
          zoom={5}
          linkClassName="sm:col-span-2"
        />
      </div>
    </FormSection>
  );
}
