// Where the filter panel lives on the list page. It owns the panel's open state and the
// interest in its code, so opening it re-renders the panel alone, not the results and the map
// beside it: the first press answers in the next frame, even on a slow phone.
import { Suspense, lazy, useImperativeHandle, type Ref } from 'react';
import { useInterest } from '../../ui/use-interest.ts';
import { useFiltersPanel } from './use-filters-panel.ts';
import { useFreshDraftKey } from './use-fresh-draft-key.ts';
import { useSearch } from './search-context.tsx';

/** The filter panel (Tabs, Switch, RadioGroup, DropdownMenu) is not loaded with the page: it is
 * fetched and rendered, closed and hidden, when the browser is idle after hydration, or sooner
 * at the first sign of interest, so the first press only has to show it. */
const FilterPanel = lazy(() =>
  import('./filter-panel.tsx').then((module) => ({ default: module.FilterPanel })),
);

/** What the toolbar may ask of the panel. */
export interface FilterPanelControl {
  open: () => void;
  /** A sign of interest (pointed at, focused): fetch the code now. */
  want: () => void;
}

export function FilterPanelHost({ control }: { control: Ref<FilterPanelControl> }) {
  const panel = useFiltersPanel();
  const interest = useInterest({ idle: true });
  const { openPanel } = panel;
  const { show } = interest;
  const { effective } = useSearch();
  const bodyKey = useFreshDraftKey(JSON.stringify(effective), panel.open);
  useImperativeHandle(control, () => ({ open: openPanel, want: show }), [openPanel, show]);

  if (!interest.wanted && !panel.open) return null;
  return (
    <Suspense fallback={null}>
      <FilterPanel
        open={panel.open}
        bodyKey={bodyKey}
        onClose={panel.closePanel}
        onApply={panel.applyPanel}
        onReset={() => panel.applyPanel('/properties/both')}
      />
    </Suspense>
  );
}
