// The similar properties under a property page (property-page.tsx), in a module of its own: the
// page fetches it when it comes near the screen.
import type { PropertyPageData } from './page-data.ts';
import { SimilarProperties } from './similar-properties.tsx';

export default function LaterSimilar({ properties }: { properties: PropertyPageData['similar'] }) {
  return (
    <div className="below-fold mt-14">
      <SimilarProperties properties={properties} />
    </div>
  );
}
