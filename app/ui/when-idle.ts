// Work that may wait for a quiet moment: fetching code a visitor will probably need soon.

/** Runs `task` when the browser is idle (within 5 s at most); answers a function that cancels it. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 2000);
  return () => clearTimeout(timer);
}
