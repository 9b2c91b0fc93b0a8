// The phone's contact bar: Call · WhatsApp · Message, fixed at the bottom of the property page
// below 768px (the seller card is then far down the page). The three buttons reveal the
// seller's contacts like the card's button — the same reveal, counted once (use-seller-reveal.ts)
// — and become the links themselves: a call, a WhatsApp chat, an e-mail (or a text message when
// the seller left no e-mail). Before the script runs they post the page's reveal form, and the
// answered page has the links. The public shell keeps room for the bar under the footer and
// leaves out its floating WhatsApp button on phones (the route's handle, `contactBar`).
import { Loader2, MessageSquareText, Phone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { WhatsAppGlyph } from '../../ui/brand-icons.tsx';
import { cn } from '../../ui/cn.ts';
import { internationalDigits, telUrl, whatsappUrl } from '../../ui/contact-links.ts';
import { countTap } from './count-tap.ts';
import { contactLinks, type RevealIntent } from './seller-reveal.ts';
import { revealFormProps, type SellerReveal } from './use-seller-reveal.ts';
import { formatAlgerianPhone } from '../../../common/phone.ts';

const cell = 'h-11 w-full min-w-0 gap-1.5 px-2 text-sm';

function Spinner() {
  return <Loader2 className="size-4.5 shrink-0 animate-spin" aria-hidden="true" />;
}

export function ContactBar({
  propertyName,
  available,
  pageUrl,
  agencyPhone,
  reveal,
}: {
  propertyName: string;
  available: { phone: boolean; whatsapp: boolean; email: boolean };
  pageUrl: string;
  agencyPhone: string | null;
  reveal: SellerReveal;
}) {
  const { t } = useTranslation('property');
  const { state } = reveal;
  const links = useRef<Partial<Record<RevealIntent, HTMLAnchorElement | null>>>({});

  useEffect(() => {
    // The tapped button became a link: the focus goes to it, a second tap calls or writes.
    if (state.status === 'done') links.current[state.intent]?.focus();
  }, [state]);

  const hasAny = available.phone || available.whatsapp || available.email;
  if (!hasAny && !agencyPhone) return null;

  const text = t('seller.whatsapp_text', { name: propertyName, url: pageUrl });
  const contact = state.status === 'done' ? state.contact : null;
  const { phone, whatsapp, email } = contactLinks(contact);
  const loading = (intent: RevealIntent) => state.status === 'loading' && state.intent === intent;
  const offers = {
    call: available.phone,
    whatsapp: available.whatsapp || available.phone,
    message: available.email || available.phone,
  };
  const count = Object.values(offers).filter(Boolean).length;
  const grid = cn('grid gap-2', count === 3 ? 'grid-cols-3' : count === 2 ? 'grid-cols-2' : '');

  let body: React.ReactNode;
  if (!hasAny) {
    body = (
      <a
        href={telUrl(agencyPhone!)}
        className={buttonClasses({ variant: 'primary', className: cn(cell, 'w-full') })}
      >
        <Phone className="size-4.5 shrink-0" aria-hidden="true" />
        {t('contact_bar.call_agency')}
      </a>
    );
  } else if (contact) {
    const messageHref = email
      ? `mailto:${email}?subject=${encodeURIComponent(t('seller.email_subject', { name: propertyName }))}&body=${encodeURIComponent(t('seller.email_body', { name: propertyName, url: pageUrl }))}`
      : phone
        ? `sms:+${internationalDigits(phone)}?body=${encodeURIComponent(text)}`
        : null;
    body = (
      <>
        {phone && (
          <p className="mb-1.5 text-center text-xs text-stone-600">
            {t('contact_bar.number')}{' '}
            <span
              dir="ltr"
              className="font-semibold text-stone-900 tabular"
              data-testid="bar-number"
            >
              {formatAlgerianPhone(phone)}
            </span>
          </p>
        )}
        <div className={grid}>
          {phone && (
            <a
              ref={(node) => void (links.current.call = node)}
              href={telUrl(phone)}
              onClick={() => countTap(reveal.propertyId, 'phone_click')}
              data-testid="bar-call"
              className={buttonClasses({ variant: 'primary', className: cell })}
            >
              <Phone className="size-4.5 shrink-0" aria-hidden="true" />
              {t('contact_bar.call')}
            </a>
          )}
          {whatsapp && (
            <a
              ref={(node) => void (links.current.whatsapp = node)}
              href={whatsappUrl(whatsapp, text)}
              onClick={() => countTap(reveal.propertyId, 'whatsapp_click')}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="bar-whatsapp"
              className={buttonClasses({ variant: 'whatsapp', className: cell })}
            >
              <WhatsAppGlyph className="size-4.5 shrink-0" />
              {t('contact_bar.whatsapp')}
            </a>
          )}
          {messageHref && (
            <a
              ref={(node) => void (links.current.message = node)}
              href={messageHref}
              data-testid="bar-message"
              className={buttonClasses({ variant: 'outline', className: cell })}
            >
              <MessageSquareText className="size-4.5 shrink-0" aria-hidden="true" />
              {t('contact_bar.message')}
            </a>
          )}
        </div>
      </>
    );
  } else {
    body = (
      <form method="post" {...revealFormProps(reveal)}>
        {state.status === 'error' && (
          <p role="alert" className="mb-1.5 text-center text-xs text-red-700">
            {t(`seller.${state.message}`)}
          </p>
        )}
        <div className={grid}>
          {offers.call && (
            <button
              type="submit"
              name="intent"
              value="call"
              disabled={state.status === 'loading'}
              className={buttonClasses({ variant: 'primary', className: cell })}
            >
              {loading('call') ? (
                <Spinner />
              ) : (
                <Phone className="size-4.5 shrink-0" aria-hidden="true" />
              )}
              {t('contact_bar.call')}
            </button>
          )}
          {offers.whatsapp && (
            <button
              type="submit"
              name="intent"
              value="whatsapp"
              disabled={state.status === 'loading'}
              className={buttonClasses({ variant: 'whatsapp', className: cell })}
            >
              {loading('whatsapp') ? <Spinner /> : <WhatsAppGlyph className="size-4.5 shrink-0" />}
              {t('contact_bar.whatsapp')}
            </button>
          )}
          {offers.message && (
            <button
              type="submit"
              name="intent"
              value="message"
              disabled={state.status === 'loading'}
              className={buttonClasses({ variant: 'outline', className: cell })}
            >
              {loading('message') ? (
                <Spinner />
              ) : (
                <MessageSquareText className="size-4.5 shrink-0" aria-hidden="true" />
              )}
              {t('contact_bar.message')}
            </button>
          )}
        </div>
      </form>
    );
  }

  return (
    <nav
      aria-label={t('contact_bar.label')}
      data-testid="contact-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur md:hidden"
    >
      {body}
    </nav>
  );
}
