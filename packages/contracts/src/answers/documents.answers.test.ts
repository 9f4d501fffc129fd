/// <reference types="jest" />
import { shapeProblems } from './conforms.js';
import { DocumentSummaryAnswer, DocumentSummaryListAnswer } from './documents.answers.js';

const article = {
  id: '4',
  slug: 'how-to-buy',
  kind: 'HELP',
  sort: 1,
  title: 'How to buy',
  language: 'en',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

describe('document list answers (issue 14)', () => {
  it('describe each enabled document by id, slug, kind, order and title in a language', () => {
    expect(shapeProblems(DocumentSummaryAnswer.node, article)).toEqual([]);
    expect(shapeProblems(DocumentSummaryListAnswer.node, [article, { ...article, kind: 'NOTICE' }])).toEqual(
      [],
    );
    expect(shapeProblems(DocumentSummaryListAnswer.node, [])).toEqual([]);
  });

  it('refuse an unknown kind, a fractional sort and a numeric id', () => {
    expect(shapeProblems(DocumentSummaryAnswer.node, { ...article, kind: 'BLOG' })).toHaveLength(1);
    expect(shapeProblems(DocumentSummaryAnswer.node, { ...article, sort: 1.5 })).toHaveLength(1);
    expect(shapeProblems(DocumentSummaryAnswer.node, { ...article, id: 4 })).toEqual([
      '$.id: expected a string',
    ]);
  });
});
