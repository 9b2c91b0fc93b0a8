// Keeps the page behind a modal panel from scrolling, without the page moving sideways where
// scrollbars take room (a desktop's): the scrollbar's gutter stays while the page cannot scroll.
// One inline style on the root element: nothing else on the page is restyled.

/** Locks the page's scrolling; answers the function that unlocks it. */
export function lockScroll(): () => void {
  const root = document.documentElement;
  const { overflow, scrollbarGutter } = root.style;
  const hasScrollbar = window.innerWidth > root.clientWidth;
  root.style.overflow = 'hidden';
  if (hasScrollbar) root.style.scrollbarGutter = 'stable';
  return () => {
    root.style.overflow = overflow;
    root.style.scrollbarGutter = scrollbarGutter;
  };
}
