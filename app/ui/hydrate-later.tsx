// Parts of a server-rendered page that React makes interactive after the rest.
//
// React hydrates the content of a server-rendered Suspense boundary separately from the rest of
// the page, at idle priority, in 5 ms slices with the browser free in between. Nothing inside
// suspends on the server, so the server writes the content in place (`progressiveChunkSize` in
// entry.server.tsx) and the visitor sees the same page; only its interactivity comes later.
//
// - `hydrateLater`: hydrated once the rest of the page is interactive. A click inside before its
//   turn makes React hydrate it first and replay the click.
// - `hydrateNearScreen` / `hydrateNearScreenFrom`: hydrated only when the part comes onto the
//   screen, or is pointed at or focused, or the page changes (a navigation) — for the sections
//   below the first screen, which most visits of a page never reach. `…From` fetches the part's
//   code separately, when the browser is idle after the load, not with the page. Until then the
//   part is the server's HTML: links work, buttons wait (a click before its code is there is
//   lost).
//
// The boundary sits inside a memo: if the parent re-renders before the part is hydrated (React
// Router re-renders the route once it has started) and the boundary received new props, React
// would have to hydrate it at once, in one long synchronous task. With the same props the memo
// skips it. Keep form fields out: text typed before hydration is not replayed.
import { memo, Suspense, use, useEffect, useId, type ComponentType } from 'react';
import { whenIdle } from './when-idle.ts';

/** `Component`, hydrated after the rest of the page. Give it stable props (loader data). */
export function hydrateLater<Props extends object>(Component: ComponentType<Props>) {
  function HydrateLater(props: Props) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  HydrateLater.displayName = `HydrateLater(${Component.displayName ?? Component.name})`;
  return memo(HydrateLater);
}

/** `Component`, hydrated when it comes near the screen. Give it stable props (loader data). */
export function hydrateNearScreen<Props extends object>(
  Component: ComponentType<Props>,
  name = Component.displayName ?? Component.name,
) {
  return nearScreenPart<Props>({ current: () => Component, load: () => Promise.resolve() }, name);
}

/**
 * The default export of a module, fetched and hydrated when it comes near the screen. On the
 * server the module is imported as soon as this one is loaded, so the part is at hand for every
 * answer and written in place.
 */
export function hydrateNearScreenFrom<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  name: string,
) {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const source: PartSource<Props> = {
    current: () => Loaded,
    load: () =>
      (loading ??= keepingServerHtml(load).then((module) => {
        Loaded = module.default;
      })),
  };
  if (import.meta.env.SSR) void source.load();
  return nearScreenPart(source, name);
}

/**
 * `load()`, or, if the network fails it in the browser, a promise that never settles: the part
 * stays the server's HTML (readable, its links working) rather than an error in place of the
 * whole page, which is what a rejected `use` would show. (Browsers keep a failed module import
 * in their module map, so trying again would not fetch it again.)
 */
function keepingServerHtml<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    // On the server a module that cannot be imported is a broken build: say so.
    if (import.meta.env.SSR) throw error;
    console.error('A part of the page could not be loaded; it stays as it is.', error);
    return new Promise<T>(() => {});
  });
}

/** A promise React's `use` reads at once when `status` says it is settled. */
type Gate = Promise<void> & { status?: string; value?: void };

interface PartSource<Props> {
  current(): ComponentType<Props> | undefined;
  /** The same promise on every call. */
  load(): Promise<unknown>;
}

/** The parts of this page still waiting, by anchor: how to let each go at once. */
const waiting = new Map<string, () => void>();
/** Set by the first navigation: from then on parts are rendered in the browser, not hydrated. */
let pageChanged = false;

/**
 * Hydrates every waiting part now (their code is fetched at once). The public shell calls it
 * when a navigation starts: the new page's data would reach the parts before they are hydrated.
 */
export function hydrateAllNow(): void {
  pageChanged = true;
  for (const open of [...waiting.values()]) open();
}

/** On the screen: a section just below the first screen is not hydrated during the load. */
const NEAR = '0px';
const INTEREST = ['pointerover', 'focusin', 'touchstart'] as const;

/** Resolves when the part in `[data-hydrate-later=anchor]` comes onto the screen or is used. */
function nearScreen(anchor: string, source: PartSource<unknown>): Gate {
  let resolve!: () => void;
  const gate: Gate = new Promise<void>((done) => (resolve = done));
  const wrapper = document.querySelector(`[data-hydrate-later="${CSS.escape(anchor)}"]`);
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) open();
    },
    { rootMargin: NEAR },
  );
  function open() {
    if (gate.status === 'fulfilled') return;
    // Settled for `use` right away: a render in this very task goes on without suspending.
    gate.status = 'fulfilled';
    gate.value = undefined;
    waiting.delete(anchor);
    observer.disconnect();
    for (const type of INTEREST) wrapper?.removeEventListener(type, open, true);
    void source.load();
    resolve();
  }
  waiting.set(anchor, open);
  // The code is fetched once the browser is idle, so it is there when the part is reached.
  whenIdle(() => void source.load());
  const observed = wrapper ? boxesIn(wrapper) : [];
  if (!wrapper || observed.length === 0) {
    open();
  } else {
    for (const box of observed) observer.observe(box);
    for (const type of INTEREST) wrapper.addEventListener(type, open, true);
  }
  return gate;
}

/** The elements that lay out `parent`'s content: its children, or theirs for a wrapper without
 * a box of its own (`display: contents`, which an IntersectionObserver never sees). */
function boxesIn(parent: Element): Element[] {
  return [...parent.children].flatMap((child) =>
    getComputedStyle(child).display === 'contents' ? boxesIn(child) : [child],
  );
}

const gates = new Map<string, Gate>();

function nearScreenPart<Props extends object>(source: PartSource<Props>, name: string) {
  // Its `use` calls are conditional. React replays a suspended component once its promise
  // settles; Part has no hooks of its own, so a replay that skips a `use` cannot throw as it did
  // in useTranslation (app/i18n/react.tsx). Note that React matches `use` calls by their order:
  // a replay meeting another promise first would read the first one's state.
  function Part({ anchor, props }: { anchor: string; props: Props }) {
    if (!import.meta.env.SSR && !pageChanged) {
      let gate = gates.get(anchor);
      if (!gate) {
        gate = nearScreen(anchor, source as PartSource<unknown>);
        gates.set(anchor, gate);
      }
      use(gate as Promise<void>);
    }
    let Component = source.current();
    if (!Component) {
      use(source.load());
      Component = source.current()!;
    }
    return <Component {...props} />;
  }

  function Hydrated({ anchor }: { anchor: string }) {
    // A mark that the part is interactive (the browser tests wait for it before they click).
    useEffect(() => {
      const wrapper = document.querySelector(`[data-hydrate-later="${CSS.escape(anchor)}"]`);
      wrapper?.setAttribute('data-hydrated', 'true');
      gates.delete(anchor);
    }, [anchor]);
    return null;
  }

  function HydrateNearScreen(props: Props) {
    const anchor = useId();
    return (
      // `display: contents`: the wrapper has no box, the part lays out as if it were not there.
      <div data-hydrate-later={anchor} className="contents">
        <Suspense fallback={null}>
          <Part anchor={anchor} props={props} />
          <Hydrated anchor={anchor} />
        </Suspense>
      </div>
    );
  }
  HydrateNearScreen.displayName = `HydrateNearScreen(${name})`;
  return memo(HydrateNearScreen);
}
