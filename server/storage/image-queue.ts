// Decoding and re-encoding an image takes a second of CPU or more, and the machine also serves
// the site: each process runs one image pipeline at a time, the others wait their turn, so a
// burst of uploads slows the uploads, never the pages (docs/decisions/0015-bad-input.md).
import pLimit from 'p-limit';

/** Image pipelines running at once in this process. */
export const IMAGE_CONCURRENCY = 1;

const queue = pLimit(IMAGE_CONCURRENCY);

/** Runs `work` when its turn comes. */
export function inImageQueue<T>(work: () => Promise<T>): Promise<T> {
  return queue(work);
}

/** Pipelines running and waiting: what the tests and the logs look at. */
export function imageQueueLoad(): { active: number; pending: number } {
  return { active: queue.activeCount, pending: queue.pendingCount };
}
