// Sharing a property: the device's share sheet where there is one (text 'Check out this
// property!'), else the link is copied; plus direct WhatsApp and Facebook links. Each is counted
// as a share of the listing (count-tap.ts).
import { Share2 } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { FacebookIcon, WhatsAppGlyph } from '../../ui/brand-icons.tsx';
import { cn } from '../../ui/cn.ts';
import { notify } from '../../ui/toast.ts';
import { countTap } from './count-tap.ts';

async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}

export function ShareActions({
  propertyId,
  url,
  title,
  className,
}: {
  propertyId: number;
  url: string;
  title: string;
  className?: string;
}) {
  const { t } = useTranslation('property');
  const text = t('share.text');

  async function share() {
    countTap(propertyId, 'share');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch (error) {
        // Closing the share sheet is not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        void notify('error', t('share.share_failed'));
      }
      return;
    }
    if (await copyLink(url)) void notify('success', t('share.copied'));
    else void notify('error', t('share.copy_failed'));
  }

  const iconLink =
    'flex size-10 items-center justify-center rounded-xl border border-stone-200 bg-white text-stone-600 transition hover:border-brand-600 hover:text-brand-700';
  return (
    <div
      className={cn('flex items-center gap-2', className)}
      role="group"
      aria-label={t('share.label')}
    >
      <button
        type="button"
        onClick={() => void share()}
        className="inline-flex h-10 items-center gap-2 rounded-xl border border-stone-200 bg-white px-4 text-sm font-semibold text-stone-800 transition hover:border-brand-600 hover:text-brand-700"
      >
        <Share2 className="size-4" aria-hidden="true" />
        {t('share.button')}
      </button>
      <a
        href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
        onClick={() => countTap(propertyId, 'share')}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('share.whatsapp')}
        title={t('share.whatsapp')}
        className={cn(iconLink, 'hover:border-whatsapp hover:text-whatsapp-dark')}
      >
        <WhatsAppGlyph className="size-5" />
      </a>
      <a
        href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
        onClick={() => countTap(propertyId, 'share')}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('share.facebook')}
        title={t('share.facebook')}
        className={cn(iconLink, 'hover:border-[#1877f2] hover:text-[#1877f2]')}
      >
        <FacebookIcon className="size-5" />
      </a>
    </div>
  );
}
