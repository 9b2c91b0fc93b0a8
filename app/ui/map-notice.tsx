// The notice over a map whose tiles cannot be loaded (map-tiles.client.tsx): the pins still say
// where things are, the background is missing. A polite live region, present before it speaks.
import { CloudOff } from 'lucide-react';
import { useTranslation } from '../i18n/react.tsx';
import { cn } from './cn.ts';
import { directionOf } from '../../common/languages.ts';

export function TilesDownNotice({ down, className }: { down: boolean; className?: string }) {
  const { t, i18n } = useTranslation('common');
  return (
    <div
      role="status"
      dir={directionOf(i18n.language)}
      className={cn('pointer-events-none', className)}
    >
      {down && (
        <p
          data-testid="map-tiles-down"
          className="flex max-w-80 items-start gap-2 rounded-xl bg-white/95 px-3 py-2 text-xs leading-snug text-stone-700 shadow-md ring-1 ring-stone-900/5"
        >
          <CloudOff className="mt-px size-4 shrink-0 text-gold-600" aria-hidden="true" />
          <span>{t('map.tiles_down')}</span>
        </p>
      )}
    </div>
  );
}
