// Work that a press causes but its answer on screen does not need (the address, the page's
// scroll lock): done just after the next paint, so the press's frame carries only what shows.

/** Runs `task` in the first task after the next frame is painted; answers its cancel. */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs before the paint; a task queued from it runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
