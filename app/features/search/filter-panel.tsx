// The filter panel: full screen on a phone, a side panel from the reading start on larger
// screens. Two tabs (Principal, Advanced) edit a draft of the search; Apply goes to the page the
// chosen statuses lead to with every filter in the address, Reset clears everything. The Apply
// button tells how many properties the draft finds before it is pressed.
import { Loader2, RotateCcw } from 'lucide-react';
import { Dialog, Tabs } from 'radix-ui';
import { memo, useCallback, useDeferredValue, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import {
  LIST_KEYS,
  RANGE_PAIRS,
  SEARCH_TOTAL_CAP,
  applyTarget,
  searchHref,
  statusesForPage,
  type ListKey,
  type NumberKey,
  type SearchState,
} from '../../../common/search-query.ts';
import { formatNumber } from '../../../common/money.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { KeptDialog } from '../../ui/kept-dialog.tsx';
import { SidePanelHeader } from '../../ui/side-panel-header.tsx';
import { PanelAdvanced } from './panel-advanced.tsx';
import { PanelMain } from './panel-main.tsx';
import { useSearch } from './search-context.tsx';
import { useMatchCount } from './search-probes.ts';

export type DraftUpdate = (change: (draft: SearchState) => SearchState) => void;

const MAIN_LISTS: readonly ListKey[] = ['status', 'type', 'state'];
const MAIN_RANGES: readonly NumberKey[] = ['minPrice', 'minLandArea'];

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** How many choices each tab holds (the page's own statuses are not the visitor's choice). */
function tabCounts(draft: SearchState, pageStatuses: readonly string[]) {
  const ownStatuses =
    draft.lists.status.length === pageStatuses.length &&
    draft.lists.status.every((id) => pageStatuses.includes(id));
  let main = (draft.isPromo ? 1 : 0) + (draft.verified ? 1 : 0);
  let advanced = Object.keys(draft.pickers).length;
  for (const key of LIST_KEYS) {
    if (key === 'status' && ownStatuses) continue;
    // A commune comes from the typed words and shows as a chip only: no tab holds it.
    if (key === 'communes') continue;
    if (MAIN_LISTS.includes(key)) main += draft.lists[key].length;
    else advanced += draft.lists[key].length;
  }
  for (const [min, max] of RANGE_PAIRS) {
    if (draft.numbers[min] === undefined && draft.numbers[max] === undefined) continue;
    if (MAIN_RANGES.includes(min)) main += 1;
    else advanced += 1;
  }
  return { main, advanced };
}

function TabBadge({ count }: { count: number }) {
  if (!count) return null;
  return (
    <span className="ms-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-bold text-white tabular">
      {count}
    </span>
  );
}

// The tabs' fields re-render only when the draft changes, not when the panel opens or closes.
const MainFields = memo(PanelMain);
const AdvancedFields = memo(PanelAdvanced);

function PanelBody({
  open,
  onApply,
  onReset,
}: {
  open: boolean;
  onApply: (href: string) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('search');
  const { effective, options, kind, language, href, pageStatuses } = useSearch();
  // The draft starts from what is searched now (with the page's own statuses checked).
  const [draft, setDraft] = useState<SearchState>(effective);
  const [tab, setTab] = useState('main');
  // The panel's frame shows in the frame after the press; its fields (a few hundred components
  // of checkboxes and selects) follow in the next one, so a slow phone answers the press at once.
  const fieldsShown = useDeferredValue(true, false);
  // Both tabs scroll in one box: each opens at its top, not at the other's scroll offset.
  const scroller = useRef<HTMLDivElement>(null);
  const showTab = (next: string) => {
    setTab(next);
    scroller.current?.scrollTo({ top: 0 });
  };
  const update: DraftUpdate = useCallback(
    (change) => setDraft((current) => change({ ...current, page: 1 })),
    [],
  );
  const target = applyTarget(draft, options.statuses, pageStatuses);
  const targetHref = href(target.state, target.kind);
  // The count probe sits on the query-string address, landing page or not; asked only while
  // the panel is open (it stays rendered, closed, on every list page). A landing page's own
  // statuses are not the list page's: written out, the probe counts what Apply will show.
  const ownStatuses = pageStatuses(target.kind, target.state);
  const probeState =
    target.state.lists.status.length === 0 &&
    !sameIds(ownStatuses, statusesForPage(target.kind, options.statuses))
      ? { ...target.state, lists: { ...target.state.lists, status: ownStatuses } }
      : target.state;
  const count = useMatchCount(open ? searchHref(target.kind, probeState) : null);
  const counts = tabCounts(draft, pageStatuses(kind, draft));

  const applyLabel =
    count === null
      ? t('panel.apply')
      : !count.exact
        ? t('panel.show_more_than', { count: formatNumber(SEARCH_TOTAL_CAP, language) })
        : count.total === 0
          ? t('panel.show_none')
          : count.total === 1
            ? t('panel.show_one')
            : // The number picks the plural form (Arabic: عقارين, 3-10 عقارات, 11-99 عقارًا…).
              t('panel.show_results', {
                count: count.total,
                shown: formatNumber(count.total, language),
              });

  const tabClass =
    'relative flex h-12 flex-1 items-center justify-center text-[15px] font-semibold text-stone-500 outline-none hover:text-stone-800 focus-visible:bg-brand-50 data-[state=active]:text-brand-800 data-[state=active]:after:absolute data-[state=active]:after:inset-x-4 data-[state=active]:after:bottom-0 data-[state=active]:after:h-0.5 data-[state=active]:after:rounded-full data-[state=active]:after:bg-brand-700';

  return (
    <Tabs.Root value={tab} onValueChange={showTab} className="flex min-h-0 flex-1 flex-col">
      <Tabs.List className="flex shrink-0 border-b border-stone-200 px-2">
        <Tabs.Trigger value="main" className={tabClass}>
          {t('panel.tab_main')}
          <TabBadge count={counts.main} />
        </Tabs.Trigger>
        <Tabs.Trigger value="advanced" className={tabClass}>
          {t('panel.tab_advanced')}
          <TabBadge count={counts.advanced} />
        </Tabs.Trigger>
      </Tabs.List>
      <div
        ref={scroller}
        data-testid="filter-panel-scroll"
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
      >
        <Tabs.Content value="main" className="px-4 py-5 outline-none sm:px-6">
          {fieldsShown && <MainFields draft={draft} update={update} />}
        </Tabs.Content>
        <Tabs.Content value="advanced" className="px-4 py-5 outline-none sm:px-6">
          {fieldsShown && <AdvancedFields draft={draft} update={update} />}
        </Tabs.Content>
      </div>
      <div className="flex shrink-0 items-center gap-3 border-t border-stone-200 bg-white px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
        <button
          type="button"
          onClick={onReset}
          className={buttonClasses({ variant: 'ghost', className: 'px-3 underline-offset-4' })}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('panel.reset')}
        </button>
        <button
          type="button"
          data-testid="apply-filters"
          onClick={() => onApply(targetHref)}
          className={buttonClasses({ variant: 'primary', className: 'flex-1' })}
        >
          {count === null && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          <span aria-live="polite">{applyLabel}</span>
        </button>
      </div>
    </Tabs.Root>
  );
}

/** The toolbar's filter button, where the focus goes back when the panel closes. */
const opener = () => document.querySelector<HTMLElement>('[data-testid="open-filters"]');

/**
 * The panel stays rendered while closed (kept-dialog.tsx): opening it only shows it. `bodyKey`
 * changes when the draft inside must start again from the current search.
 */
export function FilterPanel({
  open,
  bodyKey,
  onClose,
  onApply,
  onReset,
}: {
  open: boolean;
  bodyKey: string;
  onClose: () => void;
  onApply: (href: string) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('search');
  const titleId = useId();
  // Radix's Dialog.Root only gives the header's title and close button their context.
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <KeptDialog
        open={open}
        onClose={onClose}
        titleId={titleId}
        opener={opener}
        testId="filter-panel"
        overlayClassName="fixed inset-0 z-50 hidden animate-fade-in bg-brand-950/40 backdrop-blur-[2px] md:block"
        className={cn(
          'fixed inset-0 z-50 flex flex-col bg-white outline-none',
          'md:inset-y-0 md:start-0 md:end-auto md:w-[460px] md:shadow-2xl',
          // The entrance plays at each opening, not once when the closed panel is rendered.
          open && 'animate-fade-in md:ltr:animate-drawer-in-start md:rtl:animate-drawer-in-end',
        )}
      >
        <SidePanelHeader
          title={t('panel.title')}
          titleId={titleId}
          closeLabel={t('panel.close')}
          className="sm:ps-6"
        />
        <PanelBody key={bodyKey} open={open} onApply={onApply} onReset={onReset} />
      </KeptDialog>
    </Dialog.Root>
  );
}
