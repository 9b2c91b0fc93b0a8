import { describe, expect, it } from 'vitest';
import { verifiedShare } from '../../app/features/home/verified-share.ts';

// The hero's "verified listings" figure: rounded down, so it never claims more than the
// catalogue holds, and left out when there is nothing to show.
describe('verifiedShare', () => {
  it('is the whole percent of verified listings, rounded down', () => {
    expect(verifiedShare({ listed: 59, verified: 9 })).toBe(15);
    expect(verifiedShare({ listed: 3, verified: 2 })).toBe(66);
    expect(verifiedShare({ listed: 7, verified: 7 })).toBe(100);
  });

  it('is 100 only when every listing is verified', () => {
    expect(verifiedShare({ listed: 1000, verified: 999 })).toBe(99);
  });

  it('is left out without verified listings, without listings, or under 1 %', () => {
    expect(verifiedShare({ listed: 59, verified: 0 })).toBeNull();
    expect(verifiedShare({ listed: 0, verified: 0 })).toBeNull();
    expect(verifiedShare({ listed: 1000, verified: 5 })).toBeNull();
  });
});
