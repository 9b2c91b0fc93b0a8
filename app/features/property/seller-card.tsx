// The advertiser's block: who sells, and the phone number behind a button. The button reveals
// the contacts (counted for the dashboard: use-seller-reveal.ts, the page's reveal form before the
// script runs), then offers a call, a WhatsApp chat and an e-mail, each already addressed about
// this property.
import { Loader2, Mail, Phone, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { WhatsAppGlyph } from '../../ui/brand-icons.tsx';
import { cn } from '../../ui/cn.ts';
import { telUrl, whatsappUrl } from '../../ui/contact-links.ts';
import { countTap } from './count-tap.ts';
import { contactLinks } from './seller-reveal.ts';
import { revealFormProps, type SellerReveal } from './use-seller-reveal.ts';
import { formatAlgerianPhone } from '../../../common/phone.ts';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}

export function SellerCard({
  propertyName,
  sellerName,
  available,
  pageUrl,
  agencyPhone,
  reveal,
}: {
  propertyName: string;
  sellerName: string;
  /** Which contacts the reveal would give. */
  available: { phone: boolean; whatsapp: boolean; email: boolean };
  pageUrl: string;
  /** The agency's number, offered when the seller left none. */
  agencyPhone: string | null;
  /** The page's one reveal, shared with the phone bar. */
  reveal: SellerReveal;
}) {
  const { t } = useTranslation('property');
  const firstLink = useRef<HTMLAnchorElement>(null);
  const hasAny = available.phone || available.whatsapp || available.email;
  const { state } = reveal;

  useEffect(() => {
    // Keyboard and screen-reader users land on what this button revealed.
    if (state.status === 'done' && state.intent === 'show') firstLink.current?.focus();
  }, [state]);

  const message = t('seller.whatsapp_text', { name: propertyName, url: pageUrl });
  const contact = state.status === 'done' ? state.contact : null;
  const { phone, whatsapp, email } = contactLinks(contact);
  const name = sellerName.trim();

  return (
    <section
      aria-labelledby="seller-title"
      data-testid="seller-card"
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-900/5 sm:p-6"
    >
      <h2 id="seller-title" className="text-lg font-bold text-brand-950">
        {t('seller.title')}
      </h2>
      <div className="mt-4 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
        >
          {name ? initials(name) : <UserRound className="size-6" />}
        </span>
        <div className="min-w-0">
          <p className="text-xs text-stone-500">{t('seller.owner')}</p>
          <p className="truncate font-semibold text-stone-900" data-testid="seller-name">
            {name || t('not_specified')}
          </p>
        </div>
      </div>

      {!hasAny ? (
        <div className="mt-5 rounded-xl bg-sand-50 p-4 text-sm text-stone-600">
          <p>{t('seller.no_contact')}</p>
          {agencyPhone && (
            <a
              href={telUrl(agencyPhone)}
              className={buttonClasses({ variant: 'primary', className: 'mt-3 w-full' })}
            >
              <Phone className="size-4.5" aria-hidden="true" />
              <span dir="ltr" className="tabular">
                {formatAlgerianPhone(agencyPhone)}
              </span>
            </a>
          )}
        </div>
      ) : contact ? (
        <div className="mt-5 space-y-2.5" data-testid="seller-contacts">
          {phone && (
            <a
              ref={firstLink}
              href={telUrl(phone)}
              onClick={() => countTap(reveal.propertyId, 'phone_click')}
              className={buttonClasses({ variant: 'primary', size: 'lg', className: 'w-full' })}
              data-testid="seller-phone"
            >
              <Phone className="size-5" aria-hidden="true" />
              <span className="sr-only">{t('seller.call')} </span>
              <span dir="ltr" className="tabular">
                {formatAlgerianPhone(phone)}
              </span>
            </a>
          )}
          {whatsapp && (
            <a
              ref={phone ? undefined : firstLink}
              href={whatsappUrl(whatsapp, message)}
              onClick={() => countTap(reveal.propertyId, 'whatsapp_click')}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'whatsapp', size: 'lg', className: 'w-full' })}
              data-testid="seller-whatsapp"
            >
              <WhatsAppGlyph className="size-5" />
              {t('seller.whatsapp')}
            </a>
          )}
          {email && (
            <a
              ref={phone || whatsapp ? undefined : firstLink}
              href={`mailto:${email}?subject=${encodeURIComponent(t('seller.email_subject', { name: propertyName }))}&body=${encodeURIComponent(t('seller.email_body', { name: propertyName, url: pageUrl }))}`}
              className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full' })}
              data-testid="seller-email"
            >
              <Mail className="size-5" aria-hidden="true" />
              <span className="truncate">{email}</span>
            </a>
          )}
          {!phone && !whatsapp && !email && (
            <p className="text-sm text-stone-600">{t('seller.no_contact')}</p>
          )}
          <p className="pt-1 text-xs text-stone-500">{t('seller.tip')}</p>
        </div>
      ) : (
        <form method="post" className="mt-5" {...revealFormProps(reveal)}>
          <button
            type="submit"
            name="intent"
            value="show"
            disabled={state.status === 'loading'}
            className={buttonClasses({ variant: 'primary', size: 'lg', className: 'w-full' })}
            aria-describedby={state.status === 'error' ? 'seller-error' : undefined}
          >
            {state.status === 'loading' ? (
              <Loader2 className="size-5 animate-spin" aria-hidden="true" />
            ) : (
              <Phone className="size-5" aria-hidden="true" />
            )}
            {state.status === 'loading' ? t('seller.loading') : t('seller.show_phone')}
          </button>
          <p
            id="seller-error"
            role="alert"
            className={cn('text-sm text-red-700', state.status === 'error' && 'mt-3')}
          >
            {state.status === 'error' ? t(`seller.${state.message}`) : null}
          </p>
        </form>
      )}
    </section>
  );
}
