// Whether a zone is being drawn on this map, marked on the map's container by the drawing mode
// (area-draw.client.tsx, a chunk of its own): the visitor's moves then place the zone's points
// and search nothing; the finished zone is what is searched.
import type { Map as LeafletMap } from 'leaflet';

export const isDrawingZone = (map: LeafletMap) => map.getContainer().dataset.drawingZone === 'true';

export function markDrawingZone(map: LeafletMap, drawing: boolean) {
  const { dataset } = map.getContainer();
  if (drawing) dataset.drawingZone = 'true';
  else delete dataset.drawingZone;
}
