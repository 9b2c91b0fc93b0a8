/**
 * The agency that runs the demo site: its name, address and contacts.
 * Every name, person, company and URL in the demo material is fictional (URLs use the reserved
 * example.dz domain); towns, districts and coordinates are real.
 */

import type { DemoText } from './types.ts';

export const AGENCY: {
  name: DemoText;
  tagline: DemoText;
  address: DemoText;
  phone: string;
  whatsapp: string;
  email: string;
  approvalNumber: string;
  lat: number;
  lng: number;
} = {
  name: {
    fr: 'Agence Immobilière Chenoua',
    en: 'Chenoua Real Estate Agency',
    ar: 'الوكالة العقارية شنوة',
  },
  tagline: {
    fr: "L'agence numéro un du marketing immobilier",
    en: 'The number one real-estate marketing agency',
    ar: 'الوكالة الأولى في التسويق العقاري',
  },
  address: {
    fr: 'Cité des 200 Logements, bâtiment B, local n° 2, 42000 Tipaza',
    en: '200 Housing Units estate, building B, unit 2, 42000 Tipaza',
    ar: 'حي 200 مسكن، العمارة ب، المحل رقم 2، 42000 تيبازة',
  },
  phone: '+213 24 47 12 35',
  whatsapp: '+213 555 42 16 80',
  email: 'contact@chenoua-immo.example.dz',
  approvalNumber: '42/0157/2019',
  lat: 36.5912,
  lng: 2.4431,
};

/**
 * Example financing settings of the demo: indicative figures of the order Algerian banks quoted
 * in 2024-2025, flagged as examples so the page says so. Staff replace them in Settings.
 */
export const DEMO_FINANCING = {
  financing_enabled: true,
  financing_example: true,
  financing_conventional_rate: 6.5,
  financing_conventional_max_years: 30,
  financing_murabaha_rate: 5,
  financing_murabaha_max_years: 20,
  financing_down_payment_percent: 20,
  financing_note: null,
};
