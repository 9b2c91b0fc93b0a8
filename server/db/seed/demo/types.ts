/** The shapes of the demo material the seed turns into a catalogue (server/db/seed/catalogue.ts). */

export interface DemoText {
  fr: string;
  en: string;
  ar: string;
}

export interface DemoCity {
  wilayaId: number;
  fr: string;
  en: string;
  ar: string;
  lat: number;
  lng: number;
  district: { fr: string; en: string; ar: string }[];
}

export interface DemoListingTemplate {
  /** One of the PROPERTY_TYPES keys (reference-data.ts). */
  typeKey: string;
  name: DemoText;
  description: DemoText;
  forRent: boolean;
  /**
   * What the texts state. The areas are typical values, each listing's varies around them and is
   * written into the text; the bedrooms are written in words, so they are the listing's own.
   * Null: the texts say nothing of it, and the listing has none.
   */
  facts: { living_area: number | null; land_area: number | null; bedrooms: number | null };
}

export interface DemoSeller {
  name: DemoText;
  phone: string;
  email: string | null;
}

export interface DemoAd {
  name: DemoText;
  whoAreWe: DemoText;
  ourProduct: DemoText;
  workHours: DemoText;
  fullAddress: DemoText;
  phoneNumber: string;
  email: string;
  websiteLink: string;
  facebook: string;
  insta: string;
  tiktok: string;
  youtube: string;
  whatsUp: string;
  lattitude: number;
  longitude: number;
  isLinkOnly: boolean;
  urlLink: string;
}
