/**
 * Private sellers and owners named on the demo properties.
 * Every name, person, company and URL in the demo material is fictional (URLs use the reserved
 * example.dz domain); towns, districts and coordinates are real.
 */

import type { DemoSeller } from './types.ts';

export const DEMO_SELLERS: readonly DemoSeller[] = [
  {
    name: { fr: 'Karim Benali', en: 'Karim Benali', ar: 'كريم بن علي' },
    phone: '+213 550 12 34 56',
    email: 'karim.benali@example.dz',
  },
  {
    name: { fr: 'Amina Hadjadj', en: 'Amina Hadjadj', ar: 'أمينة حجاج' },
    phone: '+213 661 45 78 90',
    email: null,
  },
  {
    name: { fr: 'Yacine Belkacem', en: 'Yacine Belkacem', ar: 'ياسين بلقاسم' },
    phone: '+213 770 98 65 43',
    email: 'y.belkacem@example.dz',
  },
  {
    name: { fr: 'Nadia Cherif', en: 'Nadia Cherif', ar: 'نادية شريف' },
    phone: '+213 555 23 67 81',
    email: 'nadia.cherif@example.dz',
  },
  {
    name: { fr: 'Sofiane Mebarki', en: 'Sofiane Mebarki', ar: 'سفيان مباركي' },
    phone: '+213 698 34 12 75',
    email: null,
  },
  {
    name: { fr: 'Fatima Zohra Khelifi', en: 'Fatima Zohra Khelifi', ar: 'فاطمة الزهراء خليفي' },
    phone: '+213 540 76 54 32',
    email: 'fz.khelifi@example.dz',
  },
  {
    name: { fr: 'Mohamed Amine Saadi', en: 'Mohamed Amine Saadi', ar: 'محمد أمين سعدي' },
    phone: '+213 779 11 22 33',
    email: 'amine.saadi@example.dz',
  },
  {
    name: { fr: 'Lamia Aït Ahmed', en: 'Lamia Ait Ahmed', ar: 'لمياء آيت أحمد' },
    phone: '+213 660 87 43 21',
    email: null,
  },
  {
    name: { fr: 'Rachid Bouzid', en: 'Rachid Bouzid', ar: 'رشيد بوزيد' },
    phone: '+213 551 90 28 64',
    email: 'rachid.bouzid@example.dz',
  },
  {
    name: { fr: 'Samira Haddad', en: 'Samira Haddad', ar: 'سميرة حداد' },
    phone: '+213 797 45 60 18',
    email: null,
  },
  {
    name: { fr: 'Abdelkader Ferhat', en: 'Abdelkader Ferhat', ar: 'عبد القادر فرحات' },
    phone: '+213 662 13 57 99',
    email: 'a.ferhat@example.dz',
  },
];
