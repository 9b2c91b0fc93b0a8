// What the map says about itself, under its switch: the number found (phones and tablets, where
// the map covers the list) and the notice when its tiles cannot be loaded. Loaded with the map
// (its own small chunk), not with the list page: the page's first load does not carry it.
import { TilesDownNotice } from '../../../ui/map-notice.tsx';
import { MapCount } from './map-count.tsx';

export default function MapStatus({ tilesDown }: { tilesDown: boolean }) {
  return (
    <>
      <MapCount className="lg:hidden" />
      <TilesDownNotice down={tilesDown} />
    </>
  );
}
