// The sections of the ad form (an advertiser's page): texts in three languages, display, images,
// contacts and social links, position.
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SwitchRow, TextArea, TextInput } from '../form/controls.tsx';
import { Field, FormSection } from '../form/field.tsx';
import { ImageUploader } from '../form/image-uploader.tsx';
import { PositionFields } from '../form/position-fields.tsx';
import { SingleImageField } from '../form/single-image-field.tsx';
import { TrilingualTabs, type FormLanguage } from '../form/trilingual-tabs.tsx';
import { ALGERIA_CENTER } from '../geo.ts';
import { adLanguageOfField, adTextKey, type AdFormValues } from './form-values.ts';

const SUFFIX: Record<FormLanguage, string> = { fr: 'FR', ar: 'AR', en: 'EN' };

function useErrors() {
  const {
    formState: { errors },
  } = useFormContext<AdFormValues>();
  return (name: keyof AdFormValues) => errors[name]?.message as string | undefined;
}

export function AdTextsSection({
  language,
  onLanguage,
}: {
  language: FormLanguage;
  onLanguage: (language: FormLanguage) => void;
}) {
  const { register, formState } = useFormContext<AdFormValues>();
  const error = useErrors();
  const hasError = (lang: FormLanguage) =>
    Object.keys(formState.errors).some((key) => adLanguageOfField(key) === lang);
  return (
    <FormSection
      id="textes"
      title="Présentation"
      description="Le nom en français est obligatoire ; les autres langues reprennent le français si elles sont vides."
    >
      <TrilingualTabs
        value={language}
        onValueChange={onLanguage}
        errors={{ fr: hasError('fr'), ar: hasError('ar'), en: hasError('en') }}
      >
        {(lang) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={`Nom de l'annonceur (${SUFFIX[lang]})`}
              required={lang === 'fr'}
              error={error(`name_${lang}`)}
              className="sm:col-span-2"
            >
              {(props) => <TextInput {...props} {...register(`name_${lang}`)} />}
            </Field>
            <Field
              label={`Qui sommes-nous (${SUFFIX[lang]})`}
              error={error(adTextKey('whoAreWe', lang))}
              className="sm:col-span-2"
            >
              {(props) => (
                <TextArea rows={5} {...props} {...register(adTextKey('whoAreWe', lang))} />
              )}
            </Field>
            <Field
              label={`Nos produits (${SUFFIX[lang]})`}
              error={error(adTextKey('ourProduct', lang))}
              className="sm:col-span-2"
            >
              {(props) => (
                <TextArea rows={5} {...props} {...register(adTextKey('ourProduct', lang))} />
              )}
            </Field>
            <Field label={`Horaires (${SUFFIX[lang]})`} error={error(adTextKey('workHours', lang))}>
              {(props) => <TextInput {...props} {...register(adTextKey('workHours', lang))} />}
            </Field>
            <Field
              label={`Adresse complète (${SUFFIX[lang]})`}
              error={error(adTextKey('fullAddress', lang))}
            >
              {(props) => <TextInput {...props} {...register(adTextKey('fullAddress', lang))} />}
            </Field>
          </div>
        )}
      </TrilingualTabs>
    </FormSection>
  );
}

export function AdDisplayFields() {
  const { control, register } = useFormContext<AdFormValues>();
  const error = useErrors();
  const linkOnly = useWatch({ control, name: 'isLinkOnly' });
  return (
    <div className="space-y-2">
      <Controller
        control={control}
        name="isVisible"
        render={({ field }) => (
          <SwitchRow
            label="Visible"
            description="Publiée sur le site"
            checked={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="isLinkOnly"
        render={({ field }) => (
          <SwitchRow
            label="Lien seul"
            description="La bannière renvoie directement vers le lien, sans page annonceur."
            checked={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Field
        label="Lien de la bannière"
        required={linkOnly}
        error={error('urlLink')}
        hint={linkOnly ? 'Adresse ouverte au clic sur la bannière.' : 'Facultatif.'}
      >
        {(props) => (
          <TextInput
            {...props}
            type="url"
            inputMode="url"
            placeholder="https://…"
            {...register('urlLink')}
          />
        )}
      </Field>
    </div>
  );
}

export function AdImagesSection({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { control, register } = useFormContext<AdFormValues>();
  const error = useErrors();
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
        <Field label="Vidéo YouTube" error={error('youtubeVideo')}>
          {(props) => (
            <TextInput
              {...props}
              type="url"
              inputMode="url"
              placeholder="https://www.youtube.com/watch?v=…"
              {...register('youtubeVideo')}
            />
          )}
        </Field>
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
  const { register } = useFormContext<AdFormValues>();
  const error = useErrors();
  return (
    <FormSection id="contact" title="Contact et réseaux sociaux">
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACTS.map((contact) => (
          <Field key={contact.name} label={contact.label} error={error(contact.name)}>
            {(props) => (
              <TextInput
                {...props}
                type={contact.type}
                autoComplete="off"
                placeholder={contact.placeholder}
                {...register(contact.name)}
              />
            )}
          </Field>
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
