import type { Locator } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

/**
 * Whether two boxes (Playwright's boundingBox) leave each other free: no
 * overlap. A box that is missing (its element not shown) is an error, not a
 * pass.
 */
export function apart(a: Box | null, b: Box | null): boolean {
  if (!a || !b) throw new Error('An element to compare is not on screen');
  return (
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y
  );
}

/** Resolves once the element's animations and its descendants' have finished: where it rests. */
export async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}
