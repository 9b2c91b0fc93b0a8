// The two e-mails of a visit request: the agency's notice of a new request (French, the
// back-office's language) and the visitor's confirmation in the visitor's language, with the date,
// the property's address and the visit as an .ics attachment (visit-calendar.ts).
import { formatLongDateTime } from '../../../common/calendar.ts';
import type { Language } from '../../../common/languages.ts';
import { formatAlgerianPhone } from '../../../common/phone.ts';
import { htmlBlock, htmlParagraphs } from '../../mail/html.ts';
import type { OutgoingMail } from '../../mail/send.ts';
import { visitCalendar } from './visit-calendar.ts';

const BRAND: Record<Language, string> = {
  fr: 'Chenoua Immobilier',
  en: 'Chenoua Real Estate',
  ar: 'شنوة للعقار',
};

const TEXTS = {
  fr: {
    subject: 'Votre visite est confirmée : {date}',
    hello: 'Bonjour {name},',
    intro: 'Votre visite du bien « {property} » est confirmée.',
    date: 'Date',
    address: 'Adresse',
    duration: 'Durée prévue : {minutes} minutes.',
    calendar: 'Le fichier joint ajoute la visite à votre agenda.',
    change: 'Pour la déplacer ou l’annuler, répondez à ce message ou appelez-nous.',
    see: 'Voir le bien',
    summary: 'Visite : {property}',
  },
  en: {
    subject: 'Your visit is confirmed: {date}',
    hello: 'Hello {name},',
    intro: 'Your visit of the property “{property}” is confirmed.',
    date: 'Date',
    address: 'Address',
    duration: 'Planned length: {minutes} minutes.',
    calendar: 'The attached file adds the visit to your calendar.',
    change: 'To move or cancel it, reply to this message or call us.',
    see: 'See the property',
    summary: 'Visit: {property}',
  },
  ar: {
    subject: 'تم تأكيد زيارتك: {date}',
    hello: 'مرحبا {name}،',
    intro: 'تم تأكيد زيارتك للعقار «{property}».',
    date: 'التاريخ',
    address: 'العنوان',
    duration: 'المدة المتوقعة: {minutes} دقيقة.',
    calendar: 'الملف المرفق يضيف الزيارة إلى تقويمك.',
    change: 'لتغيير الموعد أو إلغائه، ردّ على هذه الرسالة أو اتصل بنا.',
    see: 'عرض العقار',
    summary: 'زيارة: {property}',
  },
} satisfies Record<Language, Record<string, string>>;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

export interface ConfirmedVisit {
  id: number;
  language: Language;
  email: string;
  fullName: string;
  propertyName: string;
  propertyAddress: string;
  propertyUrl: string;
  start: Date;
  end: Date;
  durationMinutes: number;
  agency: { email: string | null; phone: string | null; host: string };
}

export function visitConfirmationMail(visit: ConfirmedVisit, now = new Date()): OutgoingMail {
  const language = visit.language;
  const t = TEXTS[language];
  const date = formatLongDateTime(visit.start, language);
  const values = {
    name: visit.fullName,
    property: visit.propertyName,
    date,
    minutes: visit.durationMinutes,
  };
  const phone = visit.agency.phone ? formatAlgerianPhone(visit.agency.phone) : null;
  const lines = [
    fill(t.hello, values),
    '',
    fill(t.intro, values),
    '',
    `${t.date}${language === 'fr' ? ' : ' : ': '}${date}`,
    `${t.address}${language === 'fr' ? ' : ' : ': '}${visit.propertyAddress}`,
    fill(t.duration, values),
    '',
    t.calendar,
    t.change + (phone ? ` ${phone}` : ''),
    '',
    `${t.see}: ${visit.propertyUrl}`,
    '',
    BRAND[language],
  ];
  const html = htmlBlock(language, lines);
  const ics = visitCalendar(
    {
      uid: `visit-${visit.id}@${visit.agency.host}`,
      start: visit.start,
      end: visit.end,
      summary: fill(t.summary, values),
      location: visit.propertyAddress,
      description: `${BRAND[language]}${phone ? ` — ${phone}` : ''}\n${visit.propertyUrl}`,
      url: visit.propertyUrl,
      organizer: visit.agency.email
        ? { name: BRAND[language], email: visit.agency.email }
        : undefined,
    },
    now,
  );
  return {
    to: visit.email,
    subject: fill(t.subject, values),
    text: lines.join('\n'),
    html,
    attachments: [
      {
        filename: 'visite.ics',
        content: ics,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}

export interface NewVisitRequest {
  id: number;
  fullName: string;
  phone: string;
  email: string | null;
  message: string;
  language: Language;
  propertyName: string;
  propertyUrl: string;
  slots: Date[];
  backOfficeUrl: string;
}

// Staff read French (the back-office language).
export function visitRequestNoticeMail(to: string, request: NewVisitRequest): OutgoingMail {
  const lines = [
    `Nouvelle demande de visite pour « ${request.propertyName} ».`,
    '',
    `Nom : ${request.fullName}`,
    `Téléphone : ${formatAlgerianPhone(request.phone)}`,
    `E-mail : ${request.email ?? '—'}`,
    `Langue : ${request.language}`,
    '',
    'Créneaux proposés :',
    ...request.slots.map((slot, index) => `${index + 1}. ${formatLongDateTime(slot, 'fr')}`),
    '',
    ...(request.message ? [request.message, ''] : []),
    `Le bien : ${request.propertyUrl}`,
    `Confirmer un créneau : ${request.backOfficeUrl}`,
  ];
  return {
    to,
    subject: `Demande de visite : ${request.propertyName}`,
    text: lines.join('\n'),
    html: htmlParagraphs(lines),
    replyTo: request.email ? { name: request.fullName, address: request.email } : undefined,
  };
}
