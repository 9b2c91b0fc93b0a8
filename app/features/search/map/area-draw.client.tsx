// The search area on the map (issue 26, decision 0046), in its own chunk fetched with the map:
// the active circle or polygon drawn over the tiles, and the "draw a zone" mode. Hand-written
// on Leaflet (no draw plugin: Leaflet.draw and Geoman weigh 20-60 KB gzip for the one shape we
// need). Drawing: a click or a tap on the map adds a point; each point is a marker that can be
// dragged to edit the outline; "Add the map's centre" does the same from the keyboard (pan with
// the arrow keys first). "Finish" searches inside the outline once it has 3 to 50 points and
// does not cross itself; "Undo" removes the last point; "Cancel" leaves the mode unchanged.
import { Control, DomEvent, DomUtil, divIcon, type LeafletMouseEvent } from 'leaflet';
import { Check, Crosshair, Undo2, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { Circle, Marker, Polygon, Polyline, useMap, useMapEvents } from 'react-leaflet';
import {
  MAX_POLYGON_POINTS,
  MIN_POLYGON_POINTS,
  type LatLng,
  type SearchArea,
} from '../../../../common/geo-area.ts';
import { selfIntersects } from '../../../../common/geo-shapes.ts';
import type { Language } from '../../../../common/languages.ts';
import { useAreaTexts } from '../area/area-texts.ts';
import { useSearch } from '../search-context.tsx';
import { markDrawingZone } from './drawing-zone.ts';

const SHAPE = { color: '#1d4ed8', weight: 2, fillOpacity: 0.08 };
const vertexIcon = divIcon({ className: 'area-vertex', iconSize: [22, 22] });
const round = (value: number) => Number(value.toFixed(5));

/** A Leaflet control at the map's top end (under the zoom) holding React's buttons. */
function useControlHost(language: Language): HTMLElement {
  const map = useMap();
  const host = useMemo(() => {
    const element = DomUtil.create('div', 'area-draw-controls');
    // Clicks on the buttons must not add points to the outline, nor the wheel zoom the map.
    DomEvent.disableClickPropagation(element);
    DomEvent.disableScrollPropagation(element);
    return element;
  }, []);
  useEffect(() => {
    const HostControl = Control.extend({ onAdd: () => host, onRemove: () => undefined });
    const control = new HostControl({ position: language === 'ar' ? 'topleft' : 'topright' });
    control.addTo(map);
    return () => {
      control.remove();
    };
  }, [map, host, language]);
  return host;
}

function DrawingLayer({
  points,
  onPoints,
}: {
  points: LatLng[];
  onPoints: (points: LatLng[]) => void;
}) {
  const map = useMapEvents({
    click: (event: LeafletMouseEvent) => {
      // Only a click on the map itself (its tiles or background): a button of the controls,
      // even one React has just replaced (detached from the page), never adds a point.
      const target = event.originalEvent.target as Node;
      const onMap = target === map.getContainer() || map.getPanes().mapPane.contains(target);
      if (!onMap || points.length >= MAX_POLYGON_POINTS) return;
      onPoints([...points, { lat: round(event.latlng.lat), lng: round(event.latlng.lng) }]);
    },
  });
  const positions = points.map((point) => [point.lat, point.lng] as [number, number]);
  return (
    <>
      {points.length >= MIN_POLYGON_POINTS ? (
        <Polygon positions={positions} pathOptions={{ ...SHAPE, dashArray: '6 4' }} />
      ) : (
        <Polyline positions={positions} pathOptions={{ ...SHAPE, dashArray: '6 4' }} />
      )}
      {points.map((point, index) => (
        <Marker
          key={index}
          position={[point.lat, point.lng]}
          icon={vertexIcon}
          draggable
          keyboard={false}
          eventHandlers={{
            dragend: (event) => {
              const moved = (
                event.target as { getLatLng(): { lat: number; lng: number } }
              ).getLatLng();
              onPoints(
                points.map((old, i) =>
                  i === index ? { lat: round(moved.lat), lng: round(moved.lng) } : old,
                ),
              );
            },
          }}
        />
      ))}
    </>
  );
}

function ActiveArea({ area }: { area: SearchArea }) {
  if (area.kind === 'radius') {
    const { lat, lng, radiusKm } = area.circle;
    return (
      <Circle
        center={[lat, lng]}
        radius={radiusKm * 1000}
        pathOptions={SHAPE}
        interactive={false}
      />
    );
  }
  return (
    <Polygon
      positions={area.points.map((point) => [point.lat, point.lng] as [number, number])}
      pathOptions={SHAPE}
      interactive={false}
    />
  );
}

const buttonClass =
  'block w-full rounded-md px-3 py-2 text-start text-sm font-medium text-stone-800 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50';

/**
 * A drawing-mode button: its words on a large screen; on a phone an icon in a row of four, the
 * words still its name (and its tooltip), so the panel covers a tenth of the map, not a quarter
 * (issue 35).
 */
function ToolButton({
  icon,
  label,
  ...props
}: { icon: React.ReactNode; label: string } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      title={label}
      className="flex size-10 items-center justify-center rounded-md text-sm font-medium text-stone-800 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 sm:block sm:size-auto sm:w-full sm:px-3 sm:py-2 sm:text-start [&>svg]:size-5 sm:[&>svg]:hidden"
      {...props}
    >
      {icon}
      <span className="max-sm:sr-only">{label}</span>
    </button>
  );
}

export default function AreaDraw() {
  const t = useAreaTexts();
  const { state, go, language } = useSearch();
  const { area } = state;
  // A drawn zone replaces the map's bounds: the outline is the area searched.
  const onArea = (next: SearchArea | null) => go({ ...state, area: next, bounds: null, page: 1 });
  const map = useMap();
  const host = useControlHost(language);
  const [drawing, setDrawing] = useState<LatLng[] | null>(null);
  const [problem, setProblem] = useState('');
  const isDrawing = drawing !== null;
  useEffect(() => {
    markDrawingZone(map, isDrawing);
    return () => markDrawingZone(map, false);
  }, [map, isDrawing]);

  const edit = (points: LatLng[]) => {
    setProblem(
      points.length >= MAX_POLYGON_POINTS ? t('draw.too_many', { max: MAX_POLYGON_POINTS }) : '',
    );
    setDrawing(points);
  };
  const finish = () => {
    if (!drawing) return;
    if (drawing.length < MIN_POLYGON_POINTS) return setProblem(t('draw.too_few'));
    if (selfIntersects(drawing)) return setProblem(t('draw.crossing'));
    setDrawing(null);
    setProblem('');
    onArea({ kind: 'polygon', points: drawing });
  };
  const addCentre = () => {
    if (!drawing || drawing.length >= MAX_POLYGON_POINTS) return;
    const centre = map.getCenter();
    edit([...drawing, { lat: round(centre.lat), lng: round(centre.lng) }]);
  };

  const toolbar = (
    <div
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      role="group"
      aria-label={t('draw.label')}
      data-testid="area-draw"
      className="w-48 rounded-xl bg-white/95 p-1 shadow-md ring-1 ring-stone-900/5"
    >
      {drawing === null ? (
        <>
          <button
            type="button"
            className={buttonClass}
            data-testid="draw-zone"
            onClick={() => edit(area?.kind === 'polygon' ? area.points : [])}
          >
            {area?.kind === 'polygon' ? t('draw.edit') : t('draw.draw')}
          </button>
          {area && (
            <button
              type="button"
              className={buttonClass}
              data-testid="clear-zone"
              onClick={() => onArea(null)}
            >
              {t('draw.clear')}
            </button>
          )}
        </>
      ) : (
        <div className="flex flex-col sm:block">
          <p className="order-2 px-2 py-1 text-[11px] leading-snug text-stone-600 sm:order-none sm:px-3 sm:text-xs">
            {t('draw.hint', { count: drawing.length })}
          </p>
          <div className="order-1 flex justify-between sm:block">
            <ToolButton
              icon={<Crosshair aria-hidden="true" />}
              label={t('draw.add_centre')}
              onClick={addCentre}
            />
            <ToolButton
              icon={<Undo2 aria-hidden="true" />}
              label={t('draw.undo')}
              disabled={drawing.length === 0}
              onClick={() => edit(drawing.slice(0, -1))}
            />
            <ToolButton
              icon={<Check aria-hidden="true" />}
              label={t('draw.finish')}
              data-testid="finish-zone"
              onClick={finish}
            />
            <ToolButton
              icon={<X aria-hidden="true" />}
              label={t('draw.cancel')}
              onClick={() => (setDrawing(null), setProblem(''))}
            />
          </div>
          <p role="alert" className="order-3 px-3 py-1 text-xs text-red-700 empty:hidden">
            {problem}
          </p>
        </div>
      )}
    </div>
  );

  return (
    <>
      {drawing ? (
        <DrawingLayer points={drawing} onPoints={edit} />
      ) : (
        area && <ActiveArea area={area} />
      )}
      {createPortal(toolbar, host)}
    </>
  );
}
