// The two e-mails of a saved search, in the visitor's language: the confirmation (double opt-in)
// and the alert listing new properties and the price drops of matching ones. Plain text and simple HTML, every link absolute.
import type { Language } from '../../../common/languages.ts';
import { formatNumber } from '../../../common/money.ts';
import { escapeHtml } from '../../mail/html.ts';
import type { OutgoingMail } from '../../mail/send.ts';

const BRAND = 'Chenoua Immobilier';

const TEXTS = {
  fr: {
    confirm_subject: 'Confirmez votre alerte e-mail',
    confirm_intro:
      'Vous avez demandé à recevoir les nouveaux biens correspondant à votre recherche sur notre site.',
    confirm_action: "Confirmez l'alerte en ouvrant ce lien :",
    confirm_ignore:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne vous sera envoyé.",
    frequency: { instant: 'dès qu’un bien est publié', daily: 'un résumé par jour' },
    frequency_label: 'Fréquence',
    alert_subject_one: 'Un nouveau bien pour votre recherche',
    alert_subject_other: '{n} nouveaux biens pour votre recherche',
    alert_intro: 'Voici les nouveaux biens qui correspondent à votre recherche :',
    drop_subject: 'Prix en baisse pour votre recherche',
    drops_intro: 'Prix en baisse sur des biens de votre recherche :',
    see_search: 'Voir tous les résultats',
    unsubscribe: 'Ne plus recevoir cette alerte',
    currency: 'DA',
  },
  en: {
    confirm_subject: 'Confirm your e-mail alert',
    confirm_intro: 'You asked to receive new properties matching your search on our site.',
    confirm_action: 'Confirm the alert by opening this link:',
    confirm_ignore:
      'If you did not ask for this, ignore this message: nothing will be sent to you.',
    frequency: { instant: 'as soon as a property is published', daily: 'one summary a day' },
    frequency_label: 'How often',
    alert_subject_one: 'A new property for your search',
    alert_subject_other: '{n} new properties for your search',
    alert_intro: 'Here are the new properties matching your search:',
    drop_subject: 'Price drop for your search',
    drops_intro: 'Price drops on properties matching your search:',
    see_search: 'See all results',
    unsubscribe: 'Stop this alert',
    currency: 'DA',
  },
  ar: {
    confirm_subject: 'أكّد تنبيهك بالبريد الإلكتروني',
    confirm_intro: 'طلبت تلقي العقارات الجديدة المطابقة لبحثك على موقعنا.',
    confirm_action: 'أكّد التنبيه بفتح هذا الرابط:',
    confirm_ignore: 'إذا لم تطلب ذلك، تجاهل هذه الرسالة: لن يُرسل إليك شيء.',
    frequency: { instant: 'فور نشر عقار', daily: 'ملخص واحد يوميًا' },
    frequency_label: 'عدد المرات',
    alert_subject_one: 'عقار جديد يطابق بحثك',
    alert_subject_other: '{n} عقارات جديدة تطابق بحثك',
    alert_intro: 'إليك العقارات الجديدة المطابقة لبحثك:',
    drop_subject: 'انخفاض سعر في بحثك',
    drops_intro: 'انخفضت أسعار عقارات تطابق بحثك:',
    see_search: 'عرض كل النتائج',
    unsubscribe: 'إيقاف هذا التنبيه',
    currency: 'دج',
  },
} as const;

function wrapHtml(language: Language, body: string): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#1c1917;line-height:1.5">${body}<p style="color:#78716c;font-size:13px">${BRAND}</p></body></html>`;
}

export function confirmationMail(input: {
  to: string;
  language: Language;
  frequency: 'instant' | 'daily';
  confirmUrl: string;
  searchUrl: string;
  unsubscribeUrl: string;
}): OutgoingMail {
  const t = TEXTS[input.language];
  const separator = input.language === 'fr' ? ' : ' : ': ';
  const frequency = `${t.frequency_label}${separator}${t.frequency[input.frequency]}`;
  const text = [
    t.confirm_intro,
    frequency,
    '',
    t.confirm_action,
    input.confirmUrl,
    '',
    input.searchUrl,
    '',
    t.confirm_ignore,
    `${t.unsubscribe}: ${input.unsubscribeUrl}`,
    '',
    BRAND,
  ].join('\n');
  const html = wrapHtml(
    input.language,
    `<p>${escapeHtml(t.confirm_intro)}</p><p>${escapeHtml(frequency)}</p>` +
      `<p><a href="${escapeHtml(input.confirmUrl)}" style="display:inline-block;padding:10px 18px;background:#0f5132;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.confirm_action.replace(/[:：]\s*$/, ''))}</a></p>` +
      `<p style="color:#57534e;font-size:13px">${escapeHtml(t.confirm_ignore)}</p>` +
      `<p style="font-size:13px"><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#57534e">${escapeHtml(t.unsubscribe)}</a></p>`,
  );
  return {
    to: input.to,
    subject: `${t.confirm_subject} — ${BRAND}`,
    text,
    html,
    headers: unsubscribeHeaders(input.unsubscribeUrl),
  };
}

export interface AlertItem {
  name: string;
  place: string;
  price: number;
  url: string;
  /** The price before the drop, for a listing in the "price drops" part. */
  oldPrice?: number;
}

export function alertMail(input: {
  to: string;
  language: Language;
  items: AlertItem[];
  /** Matching listings already known whose price went down since the last alert. */
  drops?: AlertItem[];
  searchUrl: string;
  unsubscribeUrl: string;
}): OutgoingMail {
  const t = TEXTS[input.language];
  const n = input.items.length;
  const drops = input.drops ?? [];
  const subject =
    n === 0
      ? t.drop_subject
      : (n === 1 ? t.alert_subject_one : t.alert_subject_other).replace('{n}', String(n));
  const price = (value: number) => `${formatNumber(value, input.language)} ${t.currency}`;
  const priceText = (item: AlertItem) =>
    item.oldPrice === undefined
      ? price(item.price)
      : `${price(item.oldPrice)} → ${price(item.price)}`;
  const textPart = (intro: string, items: AlertItem[]) =>
    items.length === 0
      ? []
      : [
          intro,
          '',
          ...items.flatMap((item) => [
            `• ${item.name}${item.place ? ` — ${item.place}` : ''} — ${priceText(item)}`,
            `  ${item.url}`,
          ]),
          '',
        ];
  const text = [
    ...textPart(t.alert_intro, input.items),
    ...textPart(t.drops_intro, drops),
    `${t.see_search}: ${input.searchUrl}`,
    '',
    `${t.unsubscribe}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const htmlPart = (intro: string, items: AlertItem[]) =>
    items.length === 0
      ? ''
      : `<p>${escapeHtml(intro)}</p><ul>` +
        items
          .map(
            (item) =>
              `<li style="margin-bottom:10px"><a href="${escapeHtml(item.url)}">${escapeHtml(item.name)}</a>` +
              `${item.place ? ` — ${escapeHtml(item.place)}` : ''}<br>` +
              (item.oldPrice === undefined
                ? ''
                : `<s style="color:#78716c">${escapeHtml(price(item.oldPrice))}</s> → `) +
              `<strong>${escapeHtml(price(item.price))}</strong></li>`,
          )
          .join('') +
        '</ul>';
  const html = wrapHtml(
    input.language,
    htmlPart(t.alert_intro, input.items) +
      htmlPart(t.drops_intro, drops) +
      `<p><a href="${escapeHtml(input.searchUrl)}">${escapeHtml(t.see_search)}</a></p>` +
      `<p style="font-size:13px"><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#57534e">${escapeHtml(t.unsubscribe)}</a></p>`,
  );
  return {
    to: input.to,
    subject: `${subject} — ${BRAND}`,
    text,
    html,
    headers: unsubscribeHeaders(input.unsubscribeUrl),
  };
}

/**
 * The mail client's own "unsubscribe" (RFC 2369), in one click (RFC 8058): the client posts
 * `List-Unsubscribe=One-Click` to the link, which ends the alert as the page's button does.
 */
function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
