/**
 * The 58 wilayas (provinces) of Algeria, in the official order (law of 2019 creating wilayas 49-58).
 * Coordinates are approximate positions of each wilaya's chief town.
 */

export interface Wilaya {
  id: number;
  code: string;
  fr: string;
  en: string;
  ar: string;
  lat: number;
  lng: number;
}

export type WilayaLocale = 'fr' | 'en' | 'ar';

export const WILAYAS: readonly Wilaya[] = [
  { id: 1, code: '01', fr: 'Adrar', en: 'Adrar', ar: 'أدرار', lat: 27.8743, lng: -0.2939 },
  { id: 2, code: '02', fr: 'Chlef', en: 'Chlef', ar: 'الشلف', lat: 36.165, lng: 1.3345 },
  { id: 3, code: '03', fr: 'Laghouat', en: 'Laghouat', ar: 'الأغواط', lat: 33.8, lng: 2.865 },
  {
    id: 4,
    code: '04',
    fr: 'Oum El Bouaghi',
    en: 'Oum El Bouaghi',
    ar: 'أم البواقي',
    lat: 35.8754,
    lng: 7.1135,
  },
  { id: 5, code: '05', fr: 'Batna', en: 'Batna', ar: 'باتنة', lat: 35.556, lng: 6.1741 },
  { id: 6, code: '06', fr: 'Béjaïa', en: 'Bejaia', ar: 'بجاية', lat: 36.7509, lng: 5.0567 },
  { id: 7, code: '07', fr: 'Biskra', en: 'Biskra', ar: 'بسكرة', lat: 34.85, lng: 5.7333 },
  { id: 8, code: '08', fr: 'Béchar', en: 'Bechar', ar: 'بشار', lat: 31.6167, lng: -2.2167 },
  { id: 9, code: '09', fr: 'Blida', en: 'Blida', ar: 'البليدة', lat: 36.47, lng: 2.8277 },
  { id: 10, code: '10', fr: 'Bouira', en: 'Bouira', ar: 'البويرة', lat: 36.3749, lng: 3.902 },
  {
    id: 11,
    code: '11',
    fr: 'Tamanrasset',
    en: 'Tamanrasset',
    ar: 'تمنراست',
    lat: 22.785,
    lng: 5.5228,
  },
  { id: 12, code: '12', fr: 'Tébessa', en: 'Tebessa', ar: 'تبسة', lat: 35.4042, lng: 8.1242 },
  { id: 13, code: '13', fr: 'Tlemcen', en: 'Tlemcen', ar: 'تلمسان', lat: 34.8783, lng: -1.315 },
  { id: 14, code: '14', fr: 'Tiaret', en: 'Tiaret', ar: 'تيارت', lat: 35.3711, lng: 1.317 },
  {
    id: 15,
    code: '15',
    fr: 'Tizi Ouzou',
    en: 'Tizi Ouzou',
    ar: 'تيزي وزو',
    lat: 36.7169,
    lng: 4.0497,
  },
  { id: 16, code: '16', fr: 'Alger', en: 'Algiers', ar: 'الجزائر', lat: 36.7538, lng: 3.0588 },
  { id: 17, code: '17', fr: 'Djelfa', en: 'Djelfa', ar: 'الجلفة', lat: 34.6728, lng: 3.263 },
  { id: 18, code: '18', fr: 'Jijel', en: 'Jijel', ar: 'جيجل', lat: 36.8206, lng: 5.7667 },
  { id: 19, code: '19', fr: 'Sétif', en: 'Setif', ar: 'سطيف', lat: 36.1911, lng: 5.4137 },
  { id: 20, code: '20', fr: 'Saïda', en: 'Saida', ar: 'سعيدة', lat: 34.8303, lng: 0.1517 },
  { id: 21, code: '21', fr: 'Skikda', en: 'Skikda', ar: 'سكيكدة', lat: 36.8762, lng: 6.9092 },
  {
    id: 22,
    code: '22',
    fr: 'Sidi Bel Abbès',
    en: 'Sidi Bel Abbes',
    ar: 'سيدي بلعباس',
    lat: 35.1899,
    lng: -0.6308,
  },
  { id: 23, code: '23', fr: 'Annaba', en: 'Annaba', ar: 'عنابة', lat: 36.9, lng: 7.7667 },
  { id: 24, code: '24', fr: 'Guelma', en: 'Guelma', ar: 'قالمة', lat: 36.4621, lng: 7.4261 },
  {
    id: 25,
    code: '25',
    fr: 'Constantine',
    en: 'Constantine',
    ar: 'قسنطينة',
    lat: 36.365,
    lng: 6.6147,
  },
  { id: 26, code: '26', fr: 'Médéa', en: 'Medea', ar: 'المدية', lat: 36.2642, lng: 2.7539 },
  {
    id: 27,
    code: '27',
    fr: 'Mostaganem',
    en: 'Mostaganem',
    ar: 'مستغانم',
    lat: 35.9311,
    lng: 0.089,
  },
  { id: 28, code: '28', fr: "M'Sila", en: "M'Sila", ar: 'المسيلة', lat: 35.7058, lng: 4.5419 },
  { id: 29, code: '29', fr: 'Mascara', en: 'Mascara', ar: 'معسكر', lat: 35.398, lng: 0.1403 },
  { id: 30, code: '30', fr: 'Ouargla', en: 'Ouargla', ar: 'ورقلة', lat: 31.9493, lng: 5.325 },
  { id: 31, code: '31', fr: 'Oran', en: 'Oran', ar: 'وهران', lat: 35.6971, lng: -0.6337 },
  { id: 32, code: '32', fr: 'El Bayadh', en: 'El Bayadh', ar: 'البيض', lat: 33.6831, lng: 1.0192 },
  { id: 33, code: '33', fr: 'Illizi', en: 'Illizi', ar: 'إليزي', lat: 26.4833, lng: 8.4667 },
  {
    id: 34,
    code: '34',
    fr: 'Bordj Bou Arréridj',
    en: 'Bordj Bou Arreridj',
    ar: 'برج بوعريريج',
    lat: 36.0731,
    lng: 4.7611,
  },
  {
    id: 35,
    code: '35',
    fr: 'Boumerdès',
    en: 'Boumerdes',
    ar: 'بومرداس',
    lat: 36.7664,
    lng: 3.4772,
  },
  { id: 36, code: '36', fr: 'El Tarf', en: 'El Tarf', ar: 'الطارف', lat: 36.7672, lng: 8.3137 },
  { id: 37, code: '37', fr: 'Tindouf', en: 'Tindouf', ar: 'تندوف', lat: 27.6711, lng: -8.1474 },
  {
    id: 38,
    code: '38',
    fr: 'Tissemsilt',
    en: 'Tissemsilt',
    ar: 'تيسمسيلت',
    lat: 35.6072,
    lng: 1.8108,
  },
  { id: 39, code: '39', fr: 'El Oued', en: 'El Oued', ar: 'الوادي', lat: 33.3683, lng: 6.8674 },
  {
    id: 40,
    code: '40',
    fr: 'Khenchela',
    en: 'Khenchela',
    ar: 'خنشلة',
    lat: 35.4358,
    lng: 7.1433,
  },
  {
    id: 41,
    code: '41',
    fr: 'Souk Ahras',
    en: 'Souk Ahras',
    ar: 'سوق أهراس',
    lat: 36.2864,
    lng: 7.9511,
  },
  { id: 42, code: '42', fr: 'Tipaza', en: 'Tipaza', ar: 'تيبازة', lat: 36.5897, lng: 2.4475 },
  { id: 43, code: '43', fr: 'Mila', en: 'Mila', ar: 'ميلة', lat: 36.4503, lng: 6.2644 },
  {
    id: 44,
    code: '44',
    fr: 'Aïn Defla',
    en: 'Ain Defla',
    ar: 'عين الدفلى',
    lat: 36.2639,
    lng: 1.9679,
  },
  { id: 45, code: '45', fr: 'Naâma', en: 'Naama', ar: 'النعامة', lat: 33.2667, lng: -0.3167 },
  {
    id: 46,
    code: '46',
    fr: 'Aïn Témouchent',
    en: 'Ain Temouchent',
    ar: 'عين تموشنت',
    lat: 35.2977,
    lng: -1.1404,
  },
  { id: 47, code: '47', fr: 'Ghardaïa', en: 'Ghardaia', ar: 'غرداية', lat: 32.4909, lng: 3.6735 },
  { id: 48, code: '48', fr: 'Relizane', en: 'Relizane', ar: 'غليزان', lat: 35.7372, lng: 0.5558 },
  { id: 49, code: '49', fr: 'Timimoun', en: 'Timimoun', ar: 'تيميمون', lat: 29.2639, lng: 0.2306 },
  {
    id: 50,
    code: '50',
    fr: 'Bordj Badji Mokhtar',
    en: 'Bordj Badji Mokhtar',
    ar: 'برج باجي مختار',
    lat: 21.3275,
    lng: 0.9444,
  },
  {
    id: 51,
    code: '51',
    fr: 'Ouled Djellal',
    en: 'Ouled Djellal',
    ar: 'أولاد جلال',
    lat: 34.4281,
    lng: 5.0656,
  },
  {
    id: 52,
    code: '52',
    fr: 'Béni Abbès',
    en: 'Beni Abbes',
    ar: 'بني عباس',
    lat: 30.1333,
    lng: -2.1667,
  },
  { id: 53, code: '53', fr: 'In Salah', en: 'In Salah', ar: 'عين صالح', lat: 27.1936, lng: 2.4608 },
  {
    id: 54,
    code: '54',
    fr: 'In Guezzam',
    en: 'In Guezzam',
    ar: 'عين قزام',
    lat: 19.5686,
    lng: 5.7722,
  },
  {
    id: 55,
    code: '55',
    fr: 'Touggourt',
    en: 'Touggourt',
    ar: 'تقرت',
    lat: 33.1,
    lng: 6.0667,
  },
  { id: 56, code: '56', fr: 'Djanet', en: 'Djanet', ar: 'جانت', lat: 24.5542, lng: 9.4847 },
  {
    id: 57,
    code: '57',
    fr: "El M'Ghair",
    en: "El M'Ghair",
    ar: 'المغير',
    lat: 33.95,
    lng: 5.9167,
  },
  {
    id: 58,
    code: '58',
    fr: 'El Meniaa',
    en: 'El Meniaa',
    ar: 'المنيعة',
    lat: 30.5833,
    lng: 2.8833,
  },
];

export { WILAYA_COUNT } from './wilaya-count.ts';

const WILAYAS_BY_ID: ReadonlyMap<number, Wilaya> = new Map(WILAYAS.map((w) => [w.id, w]));

export function wilayaById(id: number): Wilaya | undefined {
  return WILAYAS_BY_ID.get(id);
}

export function wilayaName(id: number, locale: WilayaLocale): string {
  const wilaya = wilayaById(id);
  return wilaya ? wilaya[locale] : '';
}

export function wilayaLabel(id: number, locale: WilayaLocale): string {
  const wilaya = wilayaById(id);
  return wilaya ? `${wilaya.code} - ${wilaya[locale]}` : '';
}
