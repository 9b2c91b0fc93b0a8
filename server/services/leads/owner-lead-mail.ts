// The mails of « Confiez-nous votre bien » (decision 0065): the owner's acknowledgement in their
// language (then in French when that is another one, as the visit notices do, decision 0048), and
// the agency's notice in French (staff read French).
import type { Language } from '../../../common/languages.ts';
import type { TOwnerLeadCreate } from '../../../common/schemas/owner-lead.ts';
import { wilayaName } from '../../../common/wilayas.ts';
import type { OutgoingMail } from '../../mail/send.ts';

const TEXTS = {
  fr: {
    subject: 'Nous avons bien reçu votre demande (réf. {reference})',
    hello: 'Bonjour {name},',
    body: 'Merci de nous confier votre bien. Un agent vous rappelle sous 24 heures ouvrées au {phone} pour convenir d’une visite d’estimation, sans engagement.',
    summary: 'Votre demande : {summary}',
    sell: 'à vendre',
    rent: 'à louer',
    photos: '{count} photo(s) jointe(s).',
    brand: 'Chenoua Immobilier',
  },
  en: {
    subject: 'We have received your request (ref. {reference})',
    hello: 'Hello {name},',
    body: 'Thank you for entrusting us with your property. An agent will call you back within 24 working hours on {phone} to arrange a valuation visit, with no commitment.',
    summary: 'Your request: {summary}',
    sell: 'for sale',
    rent: 'to let',
    photos: '{count} photo(s) attached.',
    brand: 'Chenoua Real Estate',
  },
  ar: {
    subject: 'لقد تلقينا طلبك (المرجع {reference})',
    hello: 'مرحبا {name}،',
    body: 'شكرًا لثقتك بنا في عقارك. سيتصل بك أحد وكلائنا خلال 24 ساعة عمل على الرقم {phone} لتحديد موعد زيارة التقدير، دون أي التزام.',
    summary: 'طلبك: {summary}',
    sell: 'للبيع',
    rent: 'للإيجار',
    photos: 'عدد الصور المرفقة: {count}.',
    brand: 'شنوة للعقار',
  },
} satisfies Record<Language, Record<string, string>>;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export interface OwnerLeadMailData {
  input: TOwnerLeadCreate;
  reference: string;
  typeName: { fr: string; en: string; ar: string } | null;
  photos: number;
}

function acknowledgementLines(data: OwnerLeadMailData, language: Language): string[] {
  const t = TEXTS[language];
  const { input } = data;
  const place = [input.commune, wilayaName(input.wilaya, language)].filter(Boolean).join(', ');
  const summary = [data.typeName?.[language], t[input.kind], place].filter(Boolean).join(' ');
  const values = {
    name: input.full_name,
    // Left-to-right isolates keep the digits in order inside an Arabic sentence.
    phone: language === 'ar' ? `\u2066${input.phone_number}\u2069` : input.phone_number,
    reference: language === 'ar' ? `\u2066${data.reference}\u2069` : data.reference,
    summary,
    count: String(data.photos),
  };
  return [
    fill(t.hello, values),
    '',
    fill(t.body, values),
    fill(t.summary, values),
    ...(data.photos > 0 ? [fill(t.photos, values)] : []),
    '',
    t.brand,
  ];
}

export function acknowledgementMail(data: OwnerLeadMailData, to: string): OutgoingMail {
  const language = data.input.locale ?? 'fr';
  const lines = acknowledgementLines(data, language);
  if (language !== 'fr') lines.push('', '—', '', ...acknowledgementLines(data, 'fr'));
  return {
    to,
    subject: fill(TEXTS[language].subject, { reference: data.reference }),
    text: lines.join('\n'),
  };
}

export function agencyNoticeMail(
  data: OwnerLeadMailData,
  to: string,
  leadId: number,
  publicUrl: string,
): OutgoingMail {
  const { input } = data;
  const row = (label: string, value: string | number | undefined | null) =>
    `${label} : ${value === undefined || value === null || value === '' ? '—' : value}`;
  return {
    to,
    replyTo: input.email ? { name: input.full_name, address: input.email } : undefined,
    subject: `Bien confié : ${input.full_name} (réf. ${data.reference})`,
    text: [
      'Un propriétaire nous confie son bien (« Confiez-nous votre bien »).',
      '',
      row('Nom', input.full_name),
      row('Téléphone', input.phone_number),
      row('E-mail', input.email),
      row('Projet', input.kind === 'sell' ? 'Vente' : 'Location'),
      row('Type', data.typeName?.fr),
      row('Wilaya', wilayaName(input.wilaya, 'fr')),
      row('Commune', input.commune),
      row('Adresse', input.address),
      row('Surface habitable (m²)', input.living_area),
      row('Surface du terrain (m²)', input.land_area),
      row('Pièces', input.rooms),
      row('Prix souhaité (DA)', input.asking_price),
      row('Photos', data.photos),
      row('Langue', input.locale),
      '',
      input.message ?? '',
      '',
      `Suivez-la dans le back-office, rubrique « Demandes » : ${publicUrl.replace(/\/$/, '')}/cms/leads?id=${leadId}`,
    ].join('\n'),
  };
}
