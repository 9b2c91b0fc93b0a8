// Leaflet's zoom buttons in the page's language (Leaflet names them "Zoom in" / "Zoom out" in
// English, as their tooltip and their screen-reader name), at the top end of the map: the map
// itself is laid out left to right, so the end is the left on an Arabic page.
import { useTranslation } from '../i18n/react.tsx';
import { ZoomControl } from 'react-leaflet';
import { directionOf } from '../../common/languages.ts';

export function LocalizedZoomControl() {
  const { t, i18n } = useTranslation('common');
  const rtl = directionOf(i18n.language) === 'rtl';
  return (
    // Leaflet reads the titles once, when the control is made: a new language makes a new one.
    <ZoomControl
      key={i18n.language}
      position={rtl ? 'topleft' : 'topright'}
      zoomInTitle={t('map.zoom_in')}
      zoomOutTitle={t('map.zoom_out')}
    />
  );
}
