// The before/after comparison of an audit row (issue 13: "who, what, the row before and after").
import { describe, expect, it } from 'vitest';
import { auditDetails, diffLines } from './diff';

describe('an audit row before and after', () => {
  it('compares two rows field by field, marking what changed', () => {
    const data = JSON.stringify({ before: { sort: 1, name: 'MEC' }, after: { sort: 2, name: 'MEC' } });
    expect(auditDetails(data)).toEqual({
      lines: [
        { field: 'name', before: 'MEC', after: 'MEC', changed: false },
        { field: 'sort', before: '1', after: '2', changed: true },
      ],
      details: null,
    });
  });

  it('shows a created row (before null) and a removed one (after null)', () => {
    expect(diffLines(null, { start: 'a' })).toEqual([
      { field: 'start', before: '—', after: 'a', changed: true },
    ]);
    expect(diffLines({ start: 'a' }, null)).toEqual([
      { field: 'start', before: 'a', after: '—', changed: true },
    ]);
  });

  it('compares plain values as one line and nested values as JSON', () => {
    expect(diffLines(true, false)).toEqual([{ field: '', before: 'true', after: 'false', changed: true }]);
    expect(diffLines({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([
      { field: 'a', before: '{"b":1}', after: '{"b":1}', changed: false },
    ]);
  });

  it('keeps the other recorded facts as details, and rows without a diff as details only', () => {
    const data = JSON.stringify({ before: null, after: { x: 1 }, reason: 'fraud' });
    expect(auditDetails(data).details).toBe('{\n  "reason": "fraud"\n}');
    expect(auditDetails(JSON.stringify({ method: 'TOTP' }))).toEqual({
      lines: null,
      details: '{\n  "method": "TOTP"\n}',
    });
    expect(auditDetails(null)).toEqual({ lines: null, details: null });
  });
});
