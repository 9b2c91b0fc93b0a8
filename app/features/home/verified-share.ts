// The hero's trust figure: the share of the visible listings that staff verified (decision 0005,
// the "Vérifié" badge), from the catalogue's counts — never a number written in the copy.

/**
 * Whole percent, rounded down, so the figure never claims more than the catalogue holds (9
 * verified of 59 is 15 %). None below 1 %: "0 %" is not a figure to show a visitor.
 */
export function verifiedShare({ listed, verified }: { listed: number; verified: number }) {
  if (listed <= 0 || verified <= 0) return null;
  const share = Math.floor((Math.min(verified, listed) * 100) / listed);
  return share >= 1 ? share : null;
}
