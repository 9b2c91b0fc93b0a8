// The « Financement » part of Settings (decision 0047): the estimate shown on sale listings, its
// yearly rates and longest durations, the down payment it starts from, and whether the values
// are examples (the site then says so). The shared schema checks each field through the form's
// resolver as the API does; the API also refuses to switch it on without a complete mode.
import type { TFinancingSettings } from '../../../../common/schemas/financing-settings.ts';
import { SwitchField, TextField } from '../form/bound-fields.tsx';

export interface FinancingValues {
  financing_enabled: boolean;
  financing_example: boolean;
  financing_conventional_rate: string;
  financing_conventional_max_years: string;
  financing_murabaha_rate: string;
  financing_murabaha_max_years: string;
  financing_down_payment_percent: string;
  financing_note: string;
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function financingValues(settings: TFinancingSettings | undefined): FinancingValues {
  return {
    financing_enabled: settings?.enabled ?? false,
    financing_example: settings?.example ?? false,
    financing_conventional_rate: text(settings?.conventional_rate),
    financing_conventional_max_years: text(settings?.conventional_max_years),
    financing_murabaha_rate: text(settings?.murabaha_rate),
    financing_murabaha_max_years: text(settings?.murabaha_max_years),
    financing_down_payment_percent: text(settings?.down_payment_percent ?? 20),
    financing_note: settings?.note ?? '',
  };
}

const OPTIONAL_NUMBERS = [
  'financing_conventional_rate',
  'financing_conventional_max_years',
  'financing_murabaha_rate',
  'financing_murabaha_max_years',
] as const;

/** What the API is sent: an emptied rate or duration is cleared (null), not left unchanged. */
export function financingBody(values: FinancingValues) {
  const body: Record<string, string | boolean | null> = { ...values };
  for (const name of OPTIONAL_NUMBERS) {
    if (values[name].trim() === '') body[name] = null;
  }
  return body;
}

export function FinancingFields() {
  const number = (name: keyof FinancingValues, label: string, hint: string) => (
    <TextField<FinancingValues>
      name={name}
      label={label}
      hint={hint}
      inputMode="decimal"
      className="tabular"
      autoComplete="off"
    />
  );
  return (
    <div className="space-y-4">
      <SwitchField<FinancingValues>
        name="financing_enabled"
        label="Afficher l'estimation sur les biens à vendre"
        description="Il faut au moins un mode complet (taux et durée maximale). Sans cela, aucune estimation n'est affichée."
      />
      <SwitchField<FinancingValues>
        name="financing_example"
        label="Valeurs d'exemple"
        description="Le site affiche « Exemple — taux indicatifs » au-dessus de l'estimation."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {number(
          'financing_conventional_rate',
          'Prêt classique : taux annuel (%)',
          'De 0 à 30, par exemple 6,5. Vide : mode non proposé.',
        )}
        {number(
          'financing_conventional_max_years',
          'Prêt classique : durée maximale (ans)',
          'De 1 à 35 ans.',
        )}
        {number(
          'financing_murabaha_rate',
          'Mourabaha : marge annuelle (%)',
          'De 0 à 30, marge fixe par an sur le montant financé. Vide : mode non proposé.',
        )}
        {number(
          'financing_murabaha_max_years',
          'Mourabaha : durée maximale (ans)',
          'De 1 à 35 ans.',
        )}
        {number(
          'financing_down_payment_percent',
          'Apport proposé au départ (%)',
          'De 0 à 90 % du prix ; le visiteur peut le changer.',
        )}
        <TextField<FinancingValues>
          name="financing_note"
          label="Note (facultatif)"
          hint="Une ligne sous l'estimation, par exemple la banque partenaire."
          maxLength={200}
          autoComplete="off"
        />
      </div>
    </div>
  );
}
