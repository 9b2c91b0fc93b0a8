// How the Journal writes a changed value (issue 35, item 9): an agent by name, not its number.
import { describe, expect, it } from 'vitest';
import { formatAuditValue } from '../../app/features/cms/audit/labels.ts';

describe('a value in the Journal', () => {
  const names = new Map([[3, 'nadia']]);
  it('names the agent of an agent_id', () => {
    expect(formatAuditValue('agent_id', 3, names)).toBe('nadia');
    expect(formatAuditValue('agent_id', 9, names)).toBe('compte supprimé (n° 9)');
    expect(formatAuditValue('agent_id', null, names)).toBe('—');
  });
  it('leaves other numbers as they are', () => {
    expect(formatAuditValue('num_rooms', 3, names)).toBe('3');
  });
});
