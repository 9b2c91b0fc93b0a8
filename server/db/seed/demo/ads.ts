/**
 * Partner advertisements shown on the public site (a promoter, a kitchen fitter, building
 * materials...).
 * Every name, person, company and URL in the demo material is fictional (URLs use the reserved
 * example.dz domain); towns, districts and coordinates are real.
 */

import type { DemoAd } from './types.ts';

export const DEMO_ADS: readonly DemoAd[] = [
  {
    name: {
      fr: 'Promotion Immobilière Essalam',
      en: 'Essalam Property Development',
      ar: 'الترقية العقارية السلام',
    },
    whoAreWe: {
      fr: "Promoteur immobilier agréé depuis 2008, Essalam a livré plus de 1500 logements dans les wilayas de Tipaza, d'Alger et de Blida. Nous construisons des résidences fermées conformes aux normes parasismiques et nous nous engageons sur les délais de livraison.",
      en: 'A licensed property developer since 2008, Essalam has delivered more than 1,500 homes in the wilayas of Tipaza, Algiers and Blida. We build gated residences that meet earthquake-resistance standards and we commit to our delivery dates.',
      ar: 'شركة السلام مرقٍّ عقاري معتمد منذ سنة 2008، سلّمت أكثر من 1500 مسكن في ولايات تيبازة والجزائر والبليدة. نبني إقامات مغلقة مطابقة للمعايير المضادة للزلازل ونلتزم بآجال التسليم.',
    },
    ourProduct: {
      fr: "Résidence Les Jardins d'Essalam à Bou Ismaïl : 240 appartements du F2 au F5 et des duplex avec terrasse, parkings en sous-sol, espaces verts et aire de jeux. Vente sur plan avec paiement échelonné et crédit bancaire à taux bonifié.",
      en: "Les Jardins d'Essalam residence in Bou Ismail: 240 apartments from F2 to F5 and duplexes with terraces, underground parking, green spaces and a playground. Off-plan sale with staged payments and subsidised-rate bank loans.",
      ar: 'إقامة حدائق السلام في بوسماعيل: 240 شقة من F2 إلى F5 وشقق دوبلكس بسطوح، مع مواقف سيارات تحت الأرض ومساحات خضراء وفضاء لعب للأطفال. بيع على التصاميم مع دفع بالتقسيط وقروض بنكية بنسبة فائدة مدعمة.',
    },
    workHours: {
      fr: 'Du dimanche au jeudi, de 8h30 à 17h00',
      en: 'Sunday to Thursday, 8:30 am to 5:00 pm',
      ar: 'من الأحد إلى الخميس، من 8:30 إلى 17:00',
    },
    fullAddress: {
      fr: 'Lotissement El Bordj, lot n° 14, 42400 Bou Ismaïl, Tipaza',
      en: 'El Bordj housing estate, plot 14, 42400 Bou Ismail, Tipaza',
      ar: 'تجزئة البرج، القطعة رقم 14، 42400 بوسماعيل، تيبازة',
    },
    phoneNumber: '+213 24 46 58 20',
    email: 'contact@promo-essalam.example.dz',
    websiteLink: 'https://promo-essalam.example.dz',
    facebook: 'https://www.facebook.com/promo.essalam',
    insta: 'https://www.instagram.com/promo.essalam',
    tiktok: 'https://www.tiktok.com/@promo.essalam',
    youtube: 'https://www.youtube.com/@promo-essalam',
    whatsUp: '+213 555 30 14 27',
    lattitude: 36.6425,
    longitude: 2.69,
    isLinkOnly: false,
    urlLink: '',
  },
  {
    name: {
      fr: 'Dar El Hana Cuisines & Intérieurs',
      en: 'Dar El Hana Kitchens & Interiors',
      ar: 'دار الهناء للمطابخ والتأثيث',
    },
    whoAreWe: {
      fr: "Fabricant algérien de cuisines équipées et de dressings sur mesure depuis 2012. Notre atelier de Chéraga conçoit, fabrique et pose chaque projet, de la prise de mesures à l'installation.",
      en: 'An Algerian maker of fitted kitchens and made-to-measure wardrobes since 2012. Our workshop in Cheraga designs, builds and fits every project, from measuring up to installation.',
      ar: 'مصنع جزائري للمطابخ المجهزة وخزائن الملابس حسب الطلب منذ سنة 2012. تتولى ورشتنا في الشراقة تصميم كل مشروع وتصنيعه وتركيبه، من أخذ المقاسات إلى التركيب النهائي.',
    },
    ourProduct: {
      fr: 'Cuisines modernes et classiques en bois massif, MDF laqué ou stratifié, plans de travail en granit, électroménager encastrable et placards. Devis gratuit et garantie de cinq ans.',
      en: 'Modern and classic kitchens in solid wood, lacquered MDF or laminate, granite worktops, built-in appliances and cupboards. Free quote and five-year guarantee.',
      ar: 'مطابخ عصرية وكلاسيكية من الخشب الصلب أو MDF المطلي أو الخشب المضغوط، وأسطح عمل من الغرانيت، وأجهزة كهرومنزلية مدمجة وخزائن. تقدير مجاني للتكلفة وضمان لمدة خمس سنوات.',
    },
    workHours: {
      fr: 'Du samedi au jeudi, de 9h00 à 18h00',
      en: 'Saturday to Thursday, 9:00 am to 6:00 pm',
      ar: 'من السبت إلى الخميس، من 9:00 إلى 18:00',
    },
    fullAddress: {
      fr: 'Route de Ouled Fayet, 16014 Chéraga, Alger',
      en: 'Ouled Fayet road, 16014 Cheraga, Algiers',
      ar: 'طريق أولاد فايت، 16014 الشراقة، الجزائر',
    },
    phoneNumber: '+213 23 30 47 15',
    email: 'contact@dar-elhana.example.dz',
    websiteLink: 'https://dar-elhana.example.dz',
    facebook: 'https://www.facebook.com/darelhana.cuisines',
    insta: 'https://www.instagram.com/darelhana.cuisines',
    tiktok: 'https://www.tiktok.com/@darelhana.cuisines',
    youtube: '',
    whatsUp: '+213 770 52 38 64',
    lattitude: 36.759,
    longitude: 2.962,
    isLinkOnly: true,
    urlLink: 'https://dar-elhana.example.dz/promotions',
  },
  {
    name: {
      fr: 'El Nour Matériaux de Construction',
      en: 'El Nour Building Materials',
      ar: 'النور لمواد البناء',
    },
    whoAreWe: {
      fr: 'Distributeur de matériaux de construction depuis 1998, El Nour approvisionne les particuliers, les entrepreneurs et les promoteurs de la wilaya de Tipaza et de ses environs. Livraison sur chantier avec notre propre flotte de camions.',
      en: 'A building materials distributor since 1998, El Nour supplies private customers, contractors and developers in the wilaya of Tipaza and the surrounding area. Delivery to site with our own fleet of lorries.',
      ar: 'موزع لمواد البناء منذ سنة 1998، يزود النور الخواص والمقاولين والمرقين العقاريين في ولاية تيبازة وضواحيها. توصيل إلى الورشة بأسطول شاحناتنا الخاص.',
    },
    ourProduct: {
      fr: 'Ciment, rond à béton, briques, parpaings, sable et gravier, carrelage, faïence, sanitaires et peinture. Prix de gros pour les professionnels et facilités de paiement.',
      en: 'Cement, reinforcing bars, bricks, concrete blocks, sand and gravel, floor and wall tiles, bathroom fittings and paint. Wholesale prices for professionals and payment facilities.',
      ar: 'إسمنت وحديد التسليح وآجر وحجارة إسمنتية ورمل وحصى وبلاط وخزف وأدوات صحية وطلاء. أسعار الجملة للمهنيين وتسهيلات في الدفع.',
    },
    workHours: {
      fr: 'Du samedi au jeudi, de 7h30 à 16h30',
      en: 'Saturday to Thursday, 7:30 am to 4:30 pm',
      ar: 'من السبت إلى الخميس، من 7:30 إلى 16:30',
    },
    fullAddress: {
      fr: "Zone d'activités, 42200 Hadjout, Tipaza",
      en: 'Business zone, 42200 Hadjout, Tipaza',
      ar: 'منطقة النشاطات، 42200 حجوط، تيبازة',
    },
    phoneNumber: '+213 24 49 21 06',
    email: 'ventes@elnour-materiaux.example.dz',
    websiteLink: 'https://elnour-materiaux.example.dz',
    facebook: 'https://www.facebook.com/elnour.materiaux',
    insta: 'https://www.instagram.com/elnour.materiaux',
    tiktok: '',
    youtube: 'https://www.youtube.com/@elnour-materiaux',
    whatsUp: '+213 661 74 09 35',
    lattitude: 36.5136,
    longitude: 2.4175,
    isLinkOnly: false,
    urlLink: '',
  },
];
