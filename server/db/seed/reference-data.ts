/**
 * Reference lists (lookup tables) seeded into the database.
 * Keys are stable lowercase snake_case identifiers, unique within each list.
 */
import type { TDocumentCategory } from '../../../common/schemas/reference.ts';

export interface ReferenceItem {
  key: string;
  name_fr: string;
  name_en: string;
  name_ar: string;
}

export interface DocumentItem extends ReferenceItem {
  category: TDocumentCategory;
}

export const PROPERTY_TYPES: readonly ReferenceItem[] = [
  { key: 'villa', name_fr: 'Villa', name_en: 'Villa', name_ar: 'فيلا' },
  { key: 'apartment', name_fr: 'Appartement', name_en: 'Apartment', name_ar: 'شقة' },
  { key: 'house', name_fr: 'Maison', name_en: 'House', name_ar: 'منزل' },
  { key: 'land', name_fr: 'Terrain', name_en: 'Land', name_ar: 'قطعة أرض' },
  {
    key: 'commercial',
    name_fr: 'Local commercial',
    name_en: 'Commercial premises',
    name_ar: 'محل تجاري',
  },
  { key: 'office', name_fr: 'Bureau', name_en: 'Office', name_ar: 'مكتب' },
  { key: 'duplex', name_fr: 'Duplex', name_en: 'Duplex', name_ar: 'دوبلكس' },
  { key: 'studio', name_fr: 'Studio', name_en: 'Studio', name_ar: 'استوديو' },
  { key: 'building', name_fr: 'Immeuble', name_en: 'Building', name_ar: 'عمارة' },
  { key: 'warehouse', name_fr: 'Hangar', name_en: 'Warehouse', name_ar: 'مستودع' },
  { key: 'farm', name_fr: 'Ferme', name_en: 'Farm', name_ar: 'مزرعة' },
];

/** name_en values are relied upon by the app ('sale'/'sold' vs 'rent'): do not change them. */
export const PROPERTY_STATUSES: readonly ReferenceItem[] = [
  { key: 'for_sale', name_fr: 'À vendre', name_en: 'For sale', name_ar: 'للبيع' },
  { key: 'for_rent', name_fr: 'À louer', name_en: 'For rent', name_ar: 'للإيجار' },
  { key: 'sold', name_fr: 'Vendu', name_en: 'Sold', name_ar: 'تم البيع' },
  { key: 'rented', name_fr: 'Loué', name_en: 'Rented', name_ar: 'تم الإيجار' },
];

export const PROPERTY_STATES: readonly ReferenceItem[] = [
  { key: 'new', name_fr: 'Neuf', name_en: 'New', name_ar: 'جديد' },
  { key: 'like_new', name_fr: 'Excellent état', name_en: 'Like new', name_ar: 'حالة ممتازة' },
  { key: 'good', name_fr: 'Bon état', name_en: 'Good condition', name_ar: 'حالة جيدة' },
  { key: 'to_renovate', name_fr: 'À rénover', name_en: 'To renovate', name_ar: 'يحتاج إلى ترميم' },
  {
    key: 'under_construction',
    name_fr: 'En construction',
    name_en: 'Under construction',
    name_ar: 'قيد الإنجاز',
  },
  { key: 'shell', name_fr: 'Carcasse', name_en: 'Shell (structure only)', name_ar: 'هيكل خام' },
];

export const COMMODITIES: readonly ReferenceItem[] = [
  {
    key: 'water_24h',
    name_fr: 'Eau H24 (citerne)',
    name_en: 'Water 24/7 (tank)',
    name_ar: 'ماء على مدار الساعة (خزان)',
  },
  { key: 'city_gas', name_fr: 'Gaz de ville', name_en: 'Mains gas', name_ar: 'غاز المدينة' },
  { key: 'electricity', name_fr: 'Électricité', name_en: 'Electricity', name_ar: 'كهرباء' },
  {
    key: 'central_heating',
    name_fr: 'Chauffage central',
    name_en: 'Central heating',
    name_ar: 'تدفئة مركزية',
  },
  {
    key: 'air_conditioning',
    name_fr: 'Climatisation',
    name_en: 'Air conditioning',
    name_ar: 'تكييف',
  },
  {
    key: 'fitted_kitchen',
    name_fr: 'Cuisine équipée',
    name_en: 'Fitted kitchen',
    name_ar: 'مطبخ مجهز',
  },
  { key: 'garage', name_fr: 'Garage', name_en: 'Garage', name_ar: 'مرآب' },
  { key: 'parking', name_fr: 'Place de parking', name_en: 'Parking space', name_ar: 'موقف سيارات' },
  { key: 'garden', name_fr: 'Jardin', name_en: 'Garden', name_ar: 'حديقة' },
  { key: 'terrace', name_fr: 'Terrasse', name_en: 'Terrace', name_ar: 'سطح' },
  { key: 'balcony', name_fr: 'Balcon', name_en: 'Balcony', name_ar: 'شرفة' },
  { key: 'swimming_pool', name_fr: 'Piscine', name_en: 'Swimming pool', name_ar: 'مسبح' },
  { key: 'lift', name_fr: 'Ascenseur', name_en: 'Lift', name_ar: 'مصعد' },
  {
    key: 'fibre_internet',
    name_fr: 'Internet fibre optique',
    name_en: 'Fibre-optic internet',
    name_ar: 'إنترنت بالألياف البصرية',
  },
  {
    key: 'solar_water_heater',
    name_fr: 'Chauffe-eau solaire',
    name_en: 'Solar water heater',
    name_ar: 'سخان مياه شمسي',
  },
];

export const SECURITY_ACCESSIBILITIES: readonly ReferenceItem[] = [
  { key: 'guard', name_fr: 'Gardiennage', name_en: 'Security guard', name_ar: 'حراسة' },
  {
    key: 'video_surveillance',
    name_fr: 'Vidéosurveillance',
    name_en: 'Video surveillance',
    name_ar: 'مراقبة بالفيديو',
  },
  { key: 'armoured_door', name_fr: 'Porte blindée', name_en: 'Armoured door', name_ar: 'باب مصفح' },
  { key: 'intercom', name_fr: 'Interphone', name_en: 'Intercom', name_ar: 'جهاز اتصال داخلي' },
  {
    key: 'gated_residence',
    name_fr: 'Résidence fermée',
    name_en: 'Gated residence',
    name_ar: 'إقامة مغلقة ومؤمنة',
  },
  {
    key: 'wheelchair_access',
    name_fr: 'Accès fauteuil roulant',
    name_en: 'Wheelchair access',
    name_ar: 'ولوج الكراسي المتحركة',
  },
  {
    key: 'ground_floor_access',
    name_fr: 'Accès de plain-pied',
    name_en: 'Step-free ground-floor access',
    name_ar: 'مدخل في مستوى الأرض',
  },
  {
    key: 'lift_access',
    name_fr: 'Accès par ascenseur',
    name_en: 'Lift access',
    name_ar: 'الوصول عبر المصعد',
  },
  {
    key: 'alarm_system',
    name_fr: "Système d'alarme",
    name_en: 'Alarm system',
    name_ar: 'نظام إنذار',
  },
];

export const ASSOCIATED_DOCUMENTS: readonly DocumentItem[] = [
  {
    key: 'notarial_deed',
    category: 'property',
    name_fr: 'Acte notarié',
    name_en: 'Notarial deed',
    name_ar: 'عقد توثيقي',
  },
  {
    key: 'land_register_booklet',
    category: 'property',
    name_fr: 'Livret foncier',
    name_en: 'Land register booklet',
    name_ar: 'الدفتر العقاري',
  },
  {
    key: 'possession_certificate',
    category: 'property',
    name_fr: 'Certificat de possession',
    name_en: 'Certificate of possession',
    name_ar: 'شهادة الحيازة',
  },
  {
    key: 'allocation_decision',
    category: 'property',
    name_fr: "Décision d'attribution",
    name_en: 'Allocation decision',
    name_ar: 'مقرر الاستفادة',
  },
  {
    key: 'cadastral_plan',
    category: 'cadastral',
    name_fr: 'Plan cadastral',
    name_en: 'Cadastral plan',
    name_ar: 'مخطط مسح الأراضي',
  },
  {
    key: 'cadastral_extract',
    category: 'cadastral',
    name_fr: 'Extrait cadastral',
    name_en: 'Cadastral extract',
    name_ar: 'مستخرج مسح الأراضي',
  },
  {
    key: 'compliance_certificate',
    category: 'administration',
    name_fr: 'Certificat de conformité',
    name_en: 'Certificate of compliance',
    name_ar: 'شهادة المطابقة',
  },
  {
    key: 'building_permit',
    category: 'administration',
    name_fr: 'Permis de construire',
    name_en: 'Building permit',
    name_ar: 'رخصة البناء',
  },
  {
    key: 'subdivision_permit',
    category: 'administration',
    name_fr: 'Permis de lotir',
    name_en: 'Subdivision permit',
    name_ar: 'رخصة التجزئة',
  },
  {
    key: 'urban_planning_certificate',
    category: 'administration',
    name_fr: "Certificat d'urbanisme",
    name_en: 'Urban planning certificate',
    name_ar: 'شهادة التعمير',
  },
  {
    key: 'non_taxation_certificate',
    category: 'fiscal',
    name_fr: 'Attestation de non-imposition',
    name_en: 'Certificate of non-taxation',
    name_ar: 'شهادة عدم الخضوع للضريبة',
  },
  {
    key: 'tax_roll_extract',
    category: 'fiscal',
    name_fr: 'Extrait de rôle',
    name_en: 'Tax roll extract',
    name_ar: 'مستخرج الجدول الضريبي',
  },
  {
    key: 'site_plan',
    category: 'construction',
    name_fr: 'Plan de masse',
    name_en: 'Site plan',
    name_ar: 'مخطط الكتلة',
  },
  {
    key: 'architectural_plans',
    category: 'construction',
    name_fr: "Plans d'architecture",
    name_en: 'Architectural plans',
    name_ar: 'المخططات المعمارية',
  },
  {
    key: 'joint_ownership_deed',
    category: 'other',
    name_fr: 'Acte en indivision',
    name_en: 'Deed of joint ownership (indivision)',
    name_ar: 'عقد ملكية على الشيوع',
  },
  {
    key: 'co_ownership_rules',
    category: 'other',
    name_fr: 'Règlement de copropriété',
    name_en: 'Co-ownership regulations',
    name_ar: 'نظام الملكية المشتركة',
  },
];

export const PROXIMITIES: readonly ReferenceItem[] = [
  { key: 'school', name_fr: 'École', name_en: 'School', name_ar: 'مدرسة' },
  { key: 'university', name_fr: 'Université', name_en: 'University', name_ar: 'جامعة' },
  { key: 'mosque', name_fr: 'Mosquée', name_en: 'Mosque', name_ar: 'مسجد' },
  { key: 'hospital', name_fr: 'Hôpital', name_en: 'Hospital', name_ar: 'مستشفى' },
  { key: 'pharmacy', name_fr: 'Pharmacie', name_en: 'Pharmacy', name_ar: 'صيدلية' },
  {
    key: 'shops',
    name_fr: 'Marché et commerces',
    name_en: 'Market and shops',
    name_ar: 'سوق ومحلات تجارية',
  },
  {
    key: 'public_transport',
    name_fr: 'Transports en commun',
    name_en: 'Public transport',
    name_ar: 'النقل العمومي',
  },
  { key: 'tramway', name_fr: 'Tramway', name_en: 'Tramway', name_ar: 'الترامواي' },
  { key: 'metro', name_fr: 'Métro', name_en: 'Metro', name_ar: 'الميترو' },
  { key: 'beach', name_fr: 'Plage', name_en: 'Beach', name_ar: 'شاطئ' },
  { key: 'highway', name_fr: 'Autoroute', name_en: 'Motorway', name_ar: 'الطريق السيار' },
  { key: 'park', name_fr: 'Parc', name_en: 'Park', name_ar: 'حديقة عمومية' },
];

export const VIEWS: readonly ReferenceItem[] = [
  { key: 'sea_view', name_fr: 'Vue sur mer', name_en: 'Sea view', name_ar: 'إطلالة على البحر' },
  {
    key: 'mountain_view',
    name_fr: 'Vue sur montagne',
    name_en: 'Mountain view',
    name_ar: 'إطلالة على الجبل',
  },
  {
    key: 'city_view',
    name_fr: 'Vue sur ville',
    name_en: 'City view',
    name_ar: 'إطلالة على المدينة',
  },
  {
    key: 'garden_view',
    name_fr: 'Vue sur jardin',
    name_en: 'Garden view',
    name_ar: 'إطلالة على الحديقة',
  },
  {
    key: 'forest_view',
    name_fr: 'Vue sur forêt',
    name_en: 'Forest view',
    name_ar: 'إطلالة على الغابة',
  },
  { key: 'open_view', name_fr: 'Vue dégagée', name_en: 'Open view', name_ar: 'إطلالة مفتوحة' },
];

export const OTHER_CHARACTERISTICS: readonly ReferenceItem[] = [
  { key: 'corner_plot', name_fr: "Terrain d'angle", name_en: 'Corner plot', name_ar: 'قطعة زاوية' },
  {
    key: 'double_exposure',
    name_fr: 'Double exposition',
    name_en: 'Dual aspect',
    name_ar: 'واجهتان',
  },
  { key: 'sunny', name_fr: 'Ensoleillé', name_en: 'Sunny', name_ar: 'مشمس' },
  { key: 'quiet_area', name_fr: 'Quartier calme', name_en: 'Quiet area', name_ar: 'حي هادئ' },
  {
    key: 'recently_renovated',
    name_fr: 'Récemment rénové',
    name_en: 'Recently renovated',
    name_ar: 'تم ترميمه حديثا',
  },
  {
    key: 'furniture_possible',
    name_fr: 'Possibilité avec meubles',
    name_en: 'Furniture available on request',
    name_ar: 'إمكانية البيع مع الأثاث',
  },
  {
    key: 'papers_in_order',
    name_fr: 'Papiers en règle',
    name_en: 'Paperwork in order',
    name_ar: 'وثائق قانونية كاملة',
  },
  {
    key: 'payment_facilities',
    name_fr: 'Facilités de paiement',
    name_en: 'Payment facilities',
    name_ar: 'تسهيلات في الدفع',
  },
  {
    key: 'bank_loan_eligible',
    name_fr: 'Éligible au crédit bancaire',
    name_en: 'Eligible for bank loan',
    name_ar: 'مؤهل للقرض البنكي',
  },
];

export const FURNISHED_TYPES: readonly ReferenceItem[] = [
  { key: 'furnished', name_fr: 'Meublé', name_en: 'Furnished', name_ar: 'مفروش' },
  {
    key: 'semi_furnished',
    name_fr: 'Semi-meublé',
    name_en: 'Semi-furnished',
    name_ar: 'نصف مفروش',
  },
  { key: 'unfurnished', name_fr: 'Non meublé', name_en: 'Unfurnished', name_ar: 'غير مفروش' },
];
