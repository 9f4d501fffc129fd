/// <reference types="jest" />
import {
  OpsCoinPairAnswer,
  OpsDocumentAnswer,
  OpsDocumentSummaryListAnswer,
  OpsMaintenanceAnswer,
} from './admin-ops.answers.js';
import { shapeProblems } from './conforms.js';

const pair = {
  id: '1',
  coinId: '1',
  coin: 'MEC',
  quote: 'USDT',
  quoteKind: 'COIN',
  minPrice: '0.5',
  maxPrice: null,
  minQuantity: null,
  maxQuantity: '1000',
  referencePrice: '1.25',
  payMinutes: 15,
  priceScale: 4,
  quantityScale: 8,
  sort: 0,
  enabled: true,
};

describe('Operations answers (issue 13)', () => {
  it('describe the maintenance window, stored or not', () => {
    const window = { start: '2026-12-01T01:00:00.000Z', end: '2026-12-01T03:00:00.000Z' };
    expect(shapeProblems(OpsMaintenanceAnswer.node, { window, active: false })).toEqual([]);
    expect(shapeProblems(OpsMaintenanceAnswer.node, { window: null, active: false })).toEqual([]);
    expect(shapeProblems(OpsMaintenanceAnswer.node, { window: [1, 2], active: true })).not.toEqual([]);
  });

  it('describe a coin pair with decimal-string bounds (never numbers)', () => {
    expect(shapeProblems(OpsCoinPairAnswer.node, pair)).toEqual([]);
    expect(shapeProblems(OpsCoinPairAnswer.node, { ...pair, minPrice: 0.5 })).toHaveLength(1);
  });

  it('describe documents with their languages among the 10', () => {
    const content = { language: 'en', title: 'T', content: '# x', updatedAt: '2026-12-01T01:00:00.000Z' };
    const doc = { id: '1', slug: 'a', kind: 'HELP', sort: 0, enabled: true, contents: [content] };
    expect(shapeProblems(OpsDocumentAnswer.node, doc)).toEqual([]);
    const summary = {
      id: '1',
      slug: 'a',
      kind: 'NOTICE',
      sort: 0,
      enabled: true,
      title: 'T',
      languages: ['en'],
    };
    expect(shapeProblems(OpsDocumentSummaryListAnswer.node, [summary])).toEqual([]);
    expect(
      shapeProblems(OpsDocumentSummaryListAnswer.node, [{ ...summary, languages: ['fr'] }]),
    ).toHaveLength(1);
  });
});
