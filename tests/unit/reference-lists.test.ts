import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFERENCE_LISTS } from '../../common/reference-lists.ts';
import { LIST_KEYS, emptySearchState, toApiParams } from '../../common/search-query.ts';
import { REFERENCE_TABLES } from '../../server/db/reference-tables.ts';
import { properties } from '../../server/db/schema.ts';

describe('the reference-list table (common/reference-lists.ts)', () => {
  it('names each list, column, parameter and address key once', () => {
    for (const field of ['list', 'column', 'apiParam', 'addressKey'] as const) {
      const values = REFERENCE_LISTS.map((row) => row[field]).filter((value) => value !== null);
      expect(new Set(values).size, field).toBe(values.length);
    }
  });

  it('gives every list a table named as the property column holding its ids', () => {
    expect(Object.keys(REFERENCE_TABLES).sort()).toEqual(
      REFERENCE_LISTS.map((row) => row.list).sort(),
    );
    for (const row of REFERENCE_LISTS) {
      expect(getTableName(REFERENCE_TABLES[row.list])).toBe(row.column);
      expect(properties[row.column].name).toBe(row.column);
    }
  });

  it('turns each list of the search address into its API parameter', () => {
    const state = emptySearchState();
    for (const key of LIST_KEYS) state.lists[key] = ['7'];
    const params = toApiParams(state, { locale: 'fr' });
    for (const row of REFERENCE_LISTS) {
      expect(params[row.apiParam], row.list).toBe(row.addressKey === null ? undefined : '7');
    }
    expect(params.wilayas).toBe('7');
  });
});
