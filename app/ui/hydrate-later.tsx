// Parts of a server-rendered page that React makes interactive after the rest, in slices.
//
// React hydrates the content of a server-rendered Suspense boundary at idle priority, in 5 ms
// slices with the browser free in between, once the rest of the page is interactive. Around the
// sections below the first screen it splits what was one long hydration task (a whole page at
// once) into short ones, so a tap during load is answered at once. A click inside such a part
// before its turn makes React hydrate it first and replay the click. Nothing inside suspends, so
// the server writes the content in place (see `progressiveChunkSize` in entry.server.tsx) and
// the visitor sees the same page.
//
// The boundary sits inside a memo: if the parent re-renders before the part is hydrated (React
// Router re-renders the route once it has started) and the boundary received new props, React
// would have to hydrate it at once, in one long synchronous task. With the same props the memo
// skips it. Keep form fields out: text typed before hydration is not replayed.
import { memo, Suspense, use, type ComponentType } from 'react';

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

/**
 * Like `hydrateLater`, and the part's code is fetched then too, not with the page: in the
 * browser the module is imported when React comes to the part, once the rest is interactive, and
 * the server's HTML stays in place meanwhile. A click inside it before its code is there is lost
 * (a link still navigates). On the server the module is imported as soon as this one is loaded,
 * so the part is at hand for every answer and written in place.
 */
export function hydrateLaterFrom<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  name: string,
) {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
    }));
  if (import.meta.env.SSR) void start();

  function LoadedLater(props: Props) {
    if (!Loaded) use(start());
    return Loaded ? <Loaded {...props} /> : null;
  }
  LoadedLater.displayName = name;
  return hydrateLater(LoadedLater);
}
