// The visitor's notice of a declined request or a cancelled visit (decision 0048): written in the
// visitor's language, followed by the French text when that language is another one (the agency
// answers in French; a forwarded mail stays readable by staff).
import { formatLongDateTime } from '../../../common/calendar.ts';
import type { Language } from '../../../common/languages.ts';
import { formatAlgerianPhone } from '../../../common/phone.ts';
import { htmlBlock } from '../../mail/html.ts';
import type { OutgoingMail } from '../../mail/send.ts';

const TEXTS = {
  fr: {
    declined_subject: 'Votre demande de visite : « {property} »',
    cancelled_subject: 'Visite annulée : « {property} »',
    hello: 'Bonjour {name},',
    declined:
      'Nous ne pouvons pas organiser la visite du bien « {property} » aux créneaux proposés.',
    cancelled: 'La visite du bien « {property} » prévue le {date} est annulée.',
    cancelled_request: 'Votre demande de visite du bien « {property} » est annulée.',
    again: 'Vous pouvez proposer d’autres créneaux sur la page du bien : {url}',
    call: 'Pour en parler, répondez à ce message ou appelez-nous.',
    brand: 'Chenoua Immobilier',
  },
  en: {
    declined_subject: 'Your visit request: “{property}”',
    cancelled_subject: 'Visit cancelled: “{property}”',
    hello: 'Hello {name},',
    declined: 'We cannot arrange the visit of the property “{property}” at the proposed times.',
    cancelled: 'The visit of the property “{property}” planned on {date} is cancelled.',
    cancelled_request: 'Your request to visit the property “{property}” is cancelled.',
    again: 'You can propose other times on the property’s page: {url}',
    call: 'To talk about it, reply to this message or call us.',
    brand: 'Chenoua Real Estate',
  },
  ar: {
    declined_subject: 'طلب زيارتك: «{property}»',
    cancelled_subject: 'تم إلغاء الزيارة: «{property}»',
    hello: 'مرحبا {name}،',
    declined: 'لا يمكننا تنظيم زيارة العقار «{property}» في المواعيد المقترحة.',
    cancelled: 'تم إلغاء زيارة العقار «{property}» المقررة يوم {date}.',
    cancelled_request: 'تم إلغاء طلب زيارتك للعقار «{property}».',
    again: 'يمكنك اقتراح مواعيد أخرى في صفحة العقار: {url}',
    call: 'للاستفسار، ردّ على هذه الرسالة أو اتصل بنا.',
    brand: 'شنوة للعقار',
  },
} satisfies Record<Language, Record<string, string>>;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export interface DecidedVisit {
  language: Language;
  email: string;
  fullName: string;
  propertyName: string;
  propertyUrl: string;
  status: 'declined' | 'cancelled';
  /** Set when a confirmed visit is cancelled: the notice names its date. */
  confirmedStart: Date | null;
  agency: { phone: string | null };
}

function lines(visit: DecidedVisit, language: Language): string[] {
  const t = TEXTS[language];
  const values = {
    name: visit.fullName,
    property: visit.propertyName,
    url: visit.propertyUrl,
    date: visit.confirmedStart ? formatLongDateTime(visit.confirmedStart, language) : '',
  };
  const what =
    visit.status === 'declined'
      ? t.declined
      : visit.confirmedStart
        ? t.cancelled
        : t.cancelled_request;
  const phone = visit.agency.phone ? formatAlgerianPhone(visit.agency.phone) : null;
  return [
    fill(t.hello, values),
    '',
    fill(what, values),
    fill(t.again, values),
    t.call + (phone ? ` ${phone}` : ''),
    '',
    t.brand,
  ];
}

export function visitDecisionMail(visit: DecidedVisit): OutgoingMail {
  const languages: Language[] = visit.language === 'fr' ? ['fr'] : [visit.language, 'fr'];
  const t = TEXTS[visit.language];
  const subject = visit.status === 'declined' ? t.declined_subject : t.cancelled_subject;
  return {
    to: visit.email,
    subject: fill(subject, { property: visit.propertyName }),
    text: languages.map((language) => lines(visit, language).join('\n')).join('\n\n---\n\n'),
    html: languages.map((language) => htmlBlock(language, lines(visit, language))).join('<hr>'),
  };
}
