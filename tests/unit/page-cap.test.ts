// One largest page for every list (decision 0026): the public page parameter, the back-office
// page query and the search address stop at the same page.
import { describe, expect, it } from 'vitest';
import { MAX_LIMIT, MAX_PAGE } from '../../common/paging.ts';
import { ZPageParamSchema, pageQuery } from '../../common/schemas/primitives.ts';
import { parseSearchQuery, toApiParams } from '../../common/search-query.ts';

describe('the page cap', () => {
  it('is the same for the public lists, the back-office lists and the search address', () => {
    expect(ZPageParamSchema.parse(String(MAX_PAGE))).toBe(MAX_PAGE);
    expect(ZPageParamSchema.safeParse(String(MAX_PAGE + 1)).success).toBe(false);

    const admin = pageQuery(20);
    expect(admin.parse({ page: String(MAX_PAGE) }).page).toBe(MAX_PAGE);
    expect(admin.safeParse({ page: String(MAX_PAGE + 1) }).success).toBe(false);
    expect(admin.safeParse({ limit: String(MAX_LIMIT + 1) }).success).toBe(false);

    const last = parseSearchQuery(new URLSearchParams({ page: String(MAX_PAGE) }));
    expect(toApiParams(last, { locale: 'fr' }).page).toBe(String(MAX_PAGE));
    // Past the cap the address's page is dropped: the page asks for the first page, not a 400.
    expect(parseSearchQuery(new URLSearchParams({ page: String(MAX_PAGE + 1) })).page).toBe(1);
  });
});
