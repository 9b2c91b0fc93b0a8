// The floating WhatsApp button (docs/product.md, "Small constants"): it shakes for 600ms at a
// random moment every 25 to 35 seconds, and on hover; never for visitors who asked for reduced
// motion (app.css). It never covers content: the footer and the list pages end with room for it
// (site-footer.tsx, search.css --floating-clearance).
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { cn } from '../../ui/cn.ts';
import { whatsappUrl } from '../../ui/contact-links.ts';
import { WhatsAppIcon } from './whatsapp-icon.tsx';

export const SHAKE_MS = 600;
export const SHAKE_EVERY_MS: readonly [number, number] = [25_000, 35_000];

function useRandomShake(): boolean {
  const [shaking, setShaking] = useState(false);
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const [min, max] = SHAKE_EVERY_MS;
      timer = setTimeout(
        () => {
          setShaking(true);
          timer = setTimeout(() => {
            setShaking(false);
            schedule();
          }, SHAKE_MS);
        },
        min + Math.random() * (max - min),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return shaking;
}

export function WhatsAppButton({ number, className }: { number: string; className?: string }) {
  const { t } = useTranslation('common');
  const shaking = useRandomShake();
  return (
    <a
      href={whatsappUrl(number, t('whatsapp.greeting'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp.label')}
      data-testid="whatsapp-button"
      className={cn(
        'group fixed end-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-30 flex items-center gap-3 sm:end-6 sm:bottom-[calc(1.5rem+env(safe-area-inset-bottom))]',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="pointer-events-none hidden translate-x-2 rounded-full bg-white px-3.5 py-2 text-sm font-semibold text-stone-800 opacity-0 shadow-card transition duration-200 group-hover:translate-x-0 group-hover:opacity-100 group-focus-visible:translate-x-0 group-focus-visible:opacity-100 sm:block rtl:-translate-x-2"
      >
        {t('whatsapp.bubble')}
      </span>
      <span
        data-shaking={shaking}
        className="wa-shake relative flex size-13 items-center sm:size-14 justify-center rounded-full bg-whatsapp text-white shadow-float ring-4 ring-white/70"
      >
        <WhatsAppIcon className="size-7 sm:size-8" />
      </span>
    </a>
  );
}
