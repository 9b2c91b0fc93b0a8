// The property fields the estimate and « Confiez-nous votre bien » share: kind, type, wilaya,
// commune, areas, rooms. Uncontrolled, named as the API's parameters, so both forms post
// without JavaScript and the entrust form can start from an estimate's address.
import { useTranslation } from '../../i18n/react.tsx';
import { Field } from '../../ui/text-field.tsx';
import type { EstimateField, EstimateFormValues, OwnerOption } from './owner-form-values.ts';

export function OwnerPropertyFields({
  values,
  error,
  types,
  wilayas,
}: {
  values: EstimateFormValues;
  /** The message under a field, translated; undefined when it is fine. */
  error: (name: EstimateField) => string | undefined;
  types: readonly OwnerOption[];
  wilayas: readonly OwnerOption[];
}) {
  const { t } = useTranslation('owner');
  const required = t('contact:form.required_mark');
  const optional = (label: string) => `${label} (${t('estimate.optional')})`;
  const number = (name: 'living_area' | 'land_area' | 'rooms', label: string) => (
    <Field label={optional(label)} requiredLabel={required} error={error(name)}>
      {(props) => (
        <input
          {...props}
          className={`${props.className} h-12`}
          name={name}
          defaultValue={values[name]}
          inputMode={name === 'rooms' ? 'numeric' : 'decimal'}
          dir="ltr"
        />
      )}
    </Field>
  );
  return (
    <>
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-semibold text-stone-800">
          {t('estimate.kind')}
        </legend>
        <div className="flex gap-3">
          {(['sell', 'rent'] as const).map((kind) => (
            <label
              key={kind}
              className="flex h-12 flex-1 cursor-pointer items-center gap-2 rounded-xl border border-stone-300 bg-white px-4 font-medium has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800"
            >
              <input
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={(values.kind || 'sell') === kind}
                className="size-4 accent-brand-700"
              />
              {t(`estimate.kind_${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t('estimate.type')} required requiredLabel={required} error={error('type')}>
        {(props) => (
          <select
            {...props}
            className={`${props.className} h-12`}
            name="type"
            defaultValue={values.type}
          >
            <option value="">{t('estimate.choose')}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('estimate.wilaya')} required requiredLabel={required} error={error('wilaya')}>
        {(props) => (
          <select
            {...props}
            className={`${props.className} h-12`}
            name="wilaya"
            defaultValue={values.wilaya}
          >
            <option value="">{t('estimate.choose')}</option>
            {wilayas.map((wilaya) => (
              <option key={wilaya.id} value={wilaya.id}>
                {wilaya.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={optional(t('estimate.commune'))}
        requiredLabel={required}
        hint={t('estimate.commune_hint')}
        error={error('commune')}
        className="sm:col-span-2"
      >
        {(props) => (
          <input
            {...props}
            className={`${props.className} h-12`}
            name="commune"
            defaultValue={values.commune}
            maxLength={100}
            autoComplete="address-level2"
          />
        )}
      </Field>
      {number('living_area', t('estimate.living_area'))}
      {number('land_area', t('estimate.land_area'))}
      {number('rooms', t('estimate.rooms'))}
    </>
  );
}
