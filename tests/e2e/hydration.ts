// The parts of a page below the first screen are made interactive when they come near it
// (app/ui/hydrate-later.tsx): their wrapper gets `data-hydrated` then. A visitor scrolls to a
// part and sees it before pressing anything in it; a test does the same.
import { expect, type Locator } from '@playwright/test';

/** Scrolls to `locator` and waits until the part of the page holding it is interactive. */
export async function reach(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const part = locator.locator('xpath=ancestor::*[@data-hydrate-later][1]');
  if ((await part.count()) > 0) await expect(part).toHaveAttribute('data-hydrated', 'true');
}
