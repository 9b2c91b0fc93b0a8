/**
 * Towns the demo catalogue places its properties in, with real districts and coordinates.
 * Every name, person, company and URL in the demo material is fictional (URLs use the reserved
 * example.dz domain); towns, districts and coordinates are real.
 */

import type { DemoCity } from './types.ts';

export const DEMO_CITIES: readonly DemoCity[] = [
  // 16 - Alger
  {
    wilayaId: 16,
    fr: 'Hydra',
    en: 'Hydra',
    ar: 'حيدرة',
    lat: 36.745,
    lng: 3.0414,
    district: [
      { fr: 'Sidi Yahia', en: 'Sidi Yahia', ar: 'سيدي يحيى' },
      { fr: 'Paradou', en: 'Paradou', ar: 'بارادو' },
      { fr: 'Poirson', en: 'Poirson', ar: 'بوارسون' },
    ],
  },
  {
    wilayaId: 16,
    fr: 'Dely Ibrahim',
    en: 'Dely Ibrahim',
    ar: 'دالي إبراهيم',
    lat: 36.7553,
    lng: 2.9858,
    district: [
      { fr: 'Bois des Cars', en: 'Bois des Cars', ar: 'بوا دي كار' },
      { fr: 'Aïn Allah', en: 'Ain Allah', ar: 'عين الله' },
    ],
  },
  {
    wilayaId: 16,
    fr: 'Bab Ezzouar',
    en: 'Bab Ezzouar',
    ar: 'باب الزوار',
    lat: 36.7261,
    lng: 3.1829,
    district: [
      { fr: 'Sorecal', en: 'Sorecal', ar: 'صوريكال' },
      { fr: '5 Juillet', en: '5 Juillet', ar: '5 جويلية' },
      { fr: 'Smaïl Yefsah', en: 'Smail Yefsah', ar: 'إسماعيل يفصح' },
    ],
  },
  {
    wilayaId: 16,
    fr: 'Chéraga',
    en: 'Cheraga',
    ar: 'الشراقة',
    lat: 36.7667,
    lng: 2.9597,
    district: [
      { fr: 'Bouchaoui', en: 'Bouchaoui', ar: 'بوشاوي' },
      { fr: 'Les Dunes', en: 'Les Dunes', ar: 'الكثبان' },
    ],
  },
  {
    wilayaId: 16,
    fr: 'Kouba',
    en: 'Kouba',
    ar: 'القبة',
    lat: 36.7283,
    lng: 3.085,
    district: [
      { fr: 'Garidi', en: 'Garidi', ar: 'قاريدي' },
      { fr: 'Ben Omar', en: 'Ben Omar', ar: 'بن عمر' },
      { fr: 'Vieux Kouba', en: 'Old Kouba', ar: 'القبة القديمة' },
    ],
  },
  {
    wilayaId: 16,
    fr: 'Bir Mourad Raïs',
    en: 'Bir Mourad Rais',
    ar: 'بئر مراد رايس',
    lat: 36.7378,
    lng: 3.0506,
    district: [
      { fr: 'Saïd Hamdine', en: 'Said Hamdine', ar: 'سعيد حمدين' },
      { fr: 'Les Sources', en: 'Les Sources', ar: 'المنابع' },
    ],
  },
  {
    wilayaId: 16,
    fr: 'Staouéli',
    en: 'Staoueli',
    ar: 'سطاوالي',
    lat: 36.757,
    lng: 2.8878,
    district: [
      { fr: 'Sidi Fredj', en: 'Sidi Fredj', ar: 'سيدي فرج' },
      { fr: 'Palm Beach', en: 'Palm Beach', ar: 'بالم بيتش' },
    ],
  },
  // 31 - Oran
  {
    wilayaId: 31,
    fr: 'Oran',
    en: 'Oran',
    ar: 'وهران',
    lat: 35.6971,
    lng: -0.6337,
    district: [
      { fr: 'Akid Lotfi', en: 'Akid Lotfi', ar: 'العقيد لطفي' },
      { fr: 'Gambetta', en: 'Gambetta', ar: 'قمبيطة' },
      { fr: 'Maraval', en: 'Maraval', ar: 'مرافال' },
    ],
  },
  {
    wilayaId: 31,
    fr: 'Bir El Djir',
    en: 'Bir El Djir',
    ar: 'بئر الجير',
    lat: 35.7203,
    lng: -0.545,
    district: [
      { fr: 'Belgaïd', en: 'Belgaid', ar: 'بلقايد' },
      { fr: 'Khemisti', en: 'Khemisti', ar: 'خميستي' },
      { fr: 'Canastel', en: 'Canastel', ar: 'كاناستيل' },
    ],
  },
  {
    wilayaId: 31,
    fr: 'Aïn El Turck',
    en: 'Ain El Turck',
    ar: 'عين الترك',
    lat: 35.7436,
    lng: -0.7672,
    district: [
      { fr: 'Bouisseville', en: 'Bouisseville', ar: 'بويسفيل' },
      { fr: 'Trouville', en: 'Trouville', ar: 'تروفيل' },
      { fr: 'Saint-Roch', en: 'Saint-Roch', ar: 'سان روش' },
    ],
  },
  // 42 - Tipaza
  {
    wilayaId: 42,
    fr: 'Tipaza',
    en: 'Tipaza',
    ar: 'تيبازة',
    lat: 36.5897,
    lng: 2.4475,
    district: [
      { fr: 'Matarès', en: 'Matares', ar: 'مطارس' },
      { fr: 'Chenoua', en: 'Chenoua', ar: 'شنوة' },
      { fr: 'Le Port', en: 'The Port', ar: 'الميناء' },
    ],
  },
  {
    wilayaId: 42,
    fr: 'Cherchell',
    en: 'Cherchell',
    ar: 'شرشال',
    lat: 36.6075,
    lng: 2.1897,
    district: [
      { fr: 'Vieille ville', en: 'Old Town', ar: 'المدينة القديمة' },
      { fr: 'Le Port', en: 'The Port', ar: 'الميناء' },
    ],
  },
  // 25 - Constantine
  {
    wilayaId: 25,
    fr: 'Constantine',
    en: 'Constantine',
    ar: 'قسنطينة',
    lat: 36.365,
    lng: 6.6147,
    district: [
      { fr: 'Sidi Mabrouk', en: 'Sidi Mabrouk', ar: 'سيدي مبروك' },
      { fr: 'Bellevue', en: 'Bellevue', ar: 'بلفيو' },
      { fr: 'Koudiat', en: 'Koudiat', ar: 'الكدية' },
    ],
  },
  {
    wilayaId: 25,
    fr: 'Ali Mendjeli',
    en: 'Ali Mendjeli',
    ar: 'علي منجلي',
    lat: 36.2483,
    lng: 6.5697,
    district: [
      { fr: 'UV 6', en: 'UV 6', ar: 'الوحدة الجوارية 6' },
      { fr: 'UV 14', en: 'UV 14', ar: 'الوحدة الجوارية 14' },
    ],
  },
  // 23 - Annaba
  {
    wilayaId: 23,
    fr: 'Annaba',
    en: 'Annaba',
    ar: 'عنابة',
    lat: 36.9,
    lng: 7.7667,
    district: [
      { fr: 'Saint-Cloud', en: 'Saint-Cloud', ar: 'سان كلو' },
      { fr: 'La Colonne', en: 'La Colonne', ar: 'لاكولون' },
      { fr: 'Plaine Ouest', en: 'Plaine Ouest', ar: 'السهل الغربي' },
    ],
  },
  // 06 - Béjaïa
  {
    wilayaId: 6,
    fr: 'Béjaïa',
    en: 'Bejaia',
    ar: 'بجاية',
    lat: 36.7509,
    lng: 5.0567,
    district: [
      { fr: 'Sidi Ahmed', en: 'Sidi Ahmed', ar: 'سيدي أحمد' },
      { fr: 'Ihaddaden', en: 'Ihaddaden', ar: 'إحدادن' },
      { fr: 'Nacéria', en: 'Naceria', ar: 'الناصرية' },
    ],
  },
  // 19 - Sétif
  {
    wilayaId: 19,
    fr: 'Sétif',
    en: 'Setif',
    ar: 'سطيف',
    lat: 36.1911,
    lng: 5.4137,
    district: [
      { fr: 'El Hidhab', en: 'El Hidhab', ar: 'الهضاب' },
      { fr: 'Maâbouda', en: 'Maabouda', ar: 'المعبودة' },
    ],
  },
  // 13 - Tlemcen
  {
    wilayaId: 13,
    fr: 'Tlemcen',
    en: 'Tlemcen',
    ar: 'تلمسان',
    lat: 34.8783,
    lng: -1.315,
    district: [
      { fr: 'Imama', en: 'Imama', ar: 'إمامة' },
      { fr: 'Kiffane', en: 'Kiffane', ar: 'الكيفان' },
      { fr: 'Agadir', en: 'Agadir', ar: 'أقادير' },
    ],
  },
  // 09 - Blida
  {
    wilayaId: 9,
    fr: 'Blida',
    en: 'Blida',
    ar: 'البليدة',
    lat: 36.47,
    lng: 2.8277,
    district: [
      { fr: 'Bab Dzaïr', en: 'Bab Dzair', ar: 'باب الدزاير' },
      { fr: 'Bab Sebt', en: 'Bab Sebt', ar: 'باب السبت' },
      { fr: 'Ben Boulaïd', en: 'Ben Boulaid', ar: 'بن بولعيد' },
    ],
  },
  // 35 - Boumerdès
  {
    wilayaId: 35,
    fr: 'Boumerdès',
    en: 'Boumerdes',
    ar: 'بومرداس',
    lat: 36.7664,
    lng: 3.4772,
    district: [
      { fr: 'Front de mer', en: 'Seafront', ar: 'الواجهة البحرية' },
      { fr: 'Rocher Noir', en: 'Rocher Noir', ar: 'روشي نوار' },
    ],
  },
  // 15 - Tizi Ouzou
  {
    wilayaId: 15,
    fr: 'Tizi Ouzou',
    en: 'Tizi Ouzou',
    ar: 'تيزي وزو',
    lat: 36.7169,
    lng: 4.0497,
    district: [
      { fr: 'Nouvelle Ville', en: 'Nouvelle Ville', ar: 'المدينة الجديدة' },
      { fr: 'Haute Ville', en: 'Upper Town', ar: 'المدينة العليا' },
      { fr: 'Oued Aïssi', en: 'Oued Aissi', ar: 'وادي عيسي' },
    ],
  },
  // 47 - Ghardaïa
  {
    wilayaId: 47,
    fr: 'Ghardaïa',
    en: 'Ghardaia',
    ar: 'غرداية',
    lat: 32.4909,
    lng: 3.6735,
    district: [
      { fr: 'Bouhraoua', en: 'Bouhraoua', ar: 'بوهراوة' },
      { fr: 'Theniet El Makhzen', en: 'Theniet El Makhzen', ar: 'ثنية المخزن' },
      { fr: 'Ksar', en: 'Ksar', ar: 'القصر' },
    ],
  },
  // 27 - Mostaganem
  {
    wilayaId: 27,
    fr: 'Mostaganem',
    en: 'Mostaganem',
    ar: 'مستغانم',
    lat: 35.9311,
    lng: 0.089,
    district: [
      { fr: 'Salamandre', en: 'Salamandre', ar: 'صلامندر' },
      { fr: 'Tigditt', en: 'Tigditt', ar: 'تجديت' },
      { fr: 'Kharrouba', en: 'Kharrouba', ar: 'الخروبة' },
    ],
  },
  // 18 - Jijel
  {
    wilayaId: 18,
    fr: 'Jijel',
    en: 'Jijel',
    ar: 'جيجل',
    lat: 36.8206,
    lng: 5.7667,
    district: [
      { fr: 'Ayouf', en: 'Ayouf', ar: 'العيوف' },
      { fr: 'Village Moussa', en: 'Village Moussa', ar: 'قرية موسى' },
    ],
  },
  // 05 - Batna
  {
    wilayaId: 5,
    fr: 'Batna',
    en: 'Batna',
    ar: 'باتنة',
    lat: 35.556,
    lng: 6.1741,
    district: [
      { fr: 'Parc à Fourrage', en: 'Parc a Fourrage', ar: 'بارك أفوراج' },
      { fr: 'Bouakal', en: 'Bouakal', ar: 'بوعقال' },
      { fr: 'Kechida', en: 'Kechida', ar: 'كشيدة' },
    ],
  },
  // 07 - Biskra
  {
    wilayaId: 7,
    fr: 'Biskra',
    en: 'Biskra',
    ar: 'بسكرة',
    lat: 34.85,
    lng: 5.7333,
    district: [
      { fr: 'El Alia', en: 'El Alia', ar: 'العالية' },
      { fr: 'Sidi Ghezal', en: 'Sidi Ghezal', ar: 'سيدي غزال' },
    ],
  },
  // 21 - Skikda
  {
    wilayaId: 21,
    fr: 'Skikda',
    en: 'Skikda',
    ar: 'سكيكدة',
    lat: 36.8762,
    lng: 6.9092,
    district: [
      { fr: 'Stora', en: 'Stora', ar: 'سطورة' },
      { fr: 'Merdj Eddib', en: 'Merdj Eddib', ar: 'مرج الذيب' },
    ],
  },
  // 26 - Médéa
  {
    wilayaId: 26,
    fr: 'Médéa',
    en: 'Medea',
    ar: 'المدية',
    lat: 36.2642,
    lng: 2.7539,
    district: [
      { fr: 'Takbou', en: 'Takbou', ar: 'تاكبو' },
      { fr: 'Aïn Dheb', en: 'Ain Dheb', ar: 'عين الذهب' },
    ],
  },
  // 02 - Chlef
  {
    wilayaId: 2,
    fr: 'Chlef',
    en: 'Chlef',
    ar: 'الشلف',
    lat: 36.165,
    lng: 1.3345,
    district: [
      { fr: 'Bensouna', en: 'Bensouna', ar: 'بن سونة' },
      { fr: 'Chorfa', en: 'Chorfa', ar: 'الشرفة' },
    ],
  },
  // 22 - Sidi Bel Abbès
  {
    wilayaId: 22,
    fr: 'Sidi Bel Abbès',
    en: 'Sidi Bel Abbes',
    ar: 'سيدي بلعباس',
    lat: 35.1899,
    lng: -0.6308,
    district: [
      { fr: 'Sidi Djilali', en: 'Sidi Djilali', ar: 'سيدي الجيلالي' },
      { fr: 'Sidi Yacine', en: 'Sidi Yacine', ar: 'سيدي ياسين' },
    ],
  },
  // 30 - Ouargla
  {
    wilayaId: 30,
    fr: 'Ouargla',
    en: 'Ouargla',
    ar: 'ورقلة',
    lat: 31.9493,
    lng: 5.325,
    district: [
      { fr: 'Ksar', en: 'Ksar', ar: 'القصر' },
      { fr: 'Mekhadma', en: 'Mekhadma', ar: 'المخادمة' },
    ],
  },
];
