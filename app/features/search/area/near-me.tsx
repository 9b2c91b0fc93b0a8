// "Near me" (issue 26): a disclosure in the search toolbar. With the script and the visitor's
// permission, "Use my position" searches around the browser's location; refused, unavailable or
// before the script runs, the form below it searches around a wilaya's chief town with a radius
// (a plain GET form: `near=lat,lng` is turned into `lat`/`lng` by the list route, see
// nearToAreaQuery). An area search always lands on the query-string list page, never a landing.
import { LocateFixed } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAreaTexts } from './area-texts.ts';
import { toSearchQuery } from '../../../../common/search-query.ts';
import { WILAYAS } from '../../../../common/wilayas.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { HiddenFields } from '../../../ui/hidden-fields.tsx';
import { useSearch } from '../search-context.tsx';

const GEOLOCATION_TIMEOUT_MS = 10_000;
/** The radii offered (km); the API takes any value up to 200. */
const RADIUS_CHOICES = [1, 2, 5, 10, 20, 50] as const;
const DEFAULT_RADIUS_KM = 5;

export default function NearMe() {
  const t = useAreaTexts();
  const { state, kind, go, language } = useSearch();
  const id = useId();
  const details = useRef<HTMLDetailsElement>(null);
  const circle = state.area?.kind === 'radius' ? state.area.circle : null;
  // Read from the field when used: a choice made before this code hydrated is kept.
  const radius = useRef<HTMLSelectElement>(null);
  const [status, setStatus] = useState<'idle' | 'locating' | 'refused'>('idle');
  const rest = toSearchQuery({ ...state, area: null, page: 1 });
  const chosenLanguage = new URLSearchParams(useLocation().search).get('lang');
  if (chosenLanguage) rest.set('lang', chosenLanguage);

  const locate = () => {
    if (!('geolocation' in navigator)) return setStatus('refused');
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setStatus('idle');
        if (details.current) details.current.open = false;
        const centre = { lat: coords.latitude, lng: coords.longitude };
        go(
          {
            ...state,
            area: {
              kind: 'radius',
              circle: { ...centre, radiusKm: Number(radius.current?.value ?? DEFAULT_RADIUS_KM) },
            },
            page: 1,
          },
          { kind },
        );
      },
      () => setStatus('refused'),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  };

  return (
    <details ref={details} className="relative" data-testid="near-me">
      <summary
        className={buttonClasses({
          variant: circle ? 'primary' : 'outline',
          className:
            'h-11 cursor-pointer list-none px-3 sm:px-4 [&::-webkit-details-marker]:hidden',
        })}
        aria-label={t('near.near_me')}
      >
        <LocateFixed className="size-4.5" aria-hidden="true" />
        <span className="hidden sm:inline">{t('near.near_me')}</span>
      </summary>
      {/* On a phone the panel spans the screen under the toolbar (the button sits mid-bar). */}
      <div className="fixed inset-x-4 z-40 mt-2 rounded-xl bg-white p-4 shadow-lg ring-1 ring-stone-900/10 sm:absolute sm:inset-x-auto sm:end-0 sm:top-full sm:w-80">
        <button
          type="button"
          onClick={locate}
          disabled={status === 'locating'}
          data-testid="use-my-position"
          className={buttonClasses({ className: 'h-11 w-full' })}
        >
          <LocateFixed className="size-4.5" aria-hidden="true" />
          {status === 'locating' ? t('near.locating') : t('near.use_position')}
        </button>
        <p role="status" className="mt-2 text-sm text-stone-700 empty:hidden">
          {status === 'refused' ? t('near.refused') : ''}
        </p>
        <form method="get" action={`/properties/${kind}`} className="mt-3 grid gap-3">
          <HiddenFields params={rest} />
          <label className="grid gap-1 text-sm font-medium text-stone-800" htmlFor={`${id}-place`}>
            {t('near.place')}
          </label>
          <select
            id={`${id}-place`}
            name="near"
            required
            defaultValue={circle ? `${circle.lat},${circle.lng}` : ''}
            className="h-11 rounded-lg border border-stone-300 bg-white px-2 text-base"
          >
            <option value="">{t('near.choose_place')}</option>
            {circle && (
              <option value={`${circle.lat},${circle.lng}`}>{t('near.current_place')}</option>
            )}
            {WILAYAS.map((wilaya) => (
              <option key={wilaya.id} value={`${wilaya.lat},${wilaya.lng}`}>
                {`${wilaya.code} ${wilaya[language]}`}
              </option>
            ))}
          </select>
          <label className="grid gap-1 text-sm font-medium text-stone-800" htmlFor={`${id}-radius`}>
            {t('near.radius')}
          </label>
          <select
            id={`${id}-radius`}
            name="radius_km"
            ref={radius}
            defaultValue={String(circle?.radiusKm ?? DEFAULT_RADIUS_KM)}
            className="h-11 rounded-lg border border-stone-300 bg-white px-2 text-base"
          >
            {RADIUS_CHOICES.map((km) => (
              <option key={km} value={km}>
                {t('near.km', { count: km })}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className={buttonClasses({ variant: 'outline', className: 'h-11' })}
          >
            {t('near.search_place')}
          </button>
        </form>
      </div>
    </details>
  );
}
