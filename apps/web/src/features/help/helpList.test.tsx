import { DocumentSummaryListAnswer, shapeProblems, type DocumentSummaryDto } from '@p2p/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, sentRequests, stubFetch } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';

function summary(id: string, title: string, sort: number, language = 'en'): DocumentSummaryDto {
  return {
    id,
    slug: `help-${id}`,
    kind: 'HELP',
    sort,
    title,
    language,
    updatedAt: '2026-11-25T02:00:00.000Z',
  };
}

function stubList(list: DocumentSummaryDto[]) {
  expect(shapeProblems(DocumentSummaryListAnswer.node, list)).toEqual([]);
  return stubFetch({ '/api/document/list': { body: envelope(list) } });
}

// /helpList is a page of the signed-in app (the header menu's); /helpDetail is public.
describe('/helpList (issue 14): the help articles operators publish', () => {
  beforeEach(() => signIn());

  it('lists the enabled help articles the API answers, in its order, each linking to /helpDetail', async () => {
    const { fetchMock } = stubList([
      summary('12', 'How to buy', 1),
      summary('40', 'Added in the console', 2),
      summary('3', 'How to appeal', 5),
    ]);
    const { router } = renderApp('/helpList', { realPages: true });
    const list = await screen.findByTestId('help-list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['How to buy', 'Added in the console', 'How to appeal']);
    const [sent] = sentRequests(fetchMock, '/api/document/list');
    expect(new URL(sent!.url, 'http://x').searchParams.get('kind')).toBe('HELP');
    expect(sent!.headers).toMatchObject({ language: 'en_US' });
    fireEvent.click(screen.getByTestId('help-item-40'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/helpDetail'));
    expect(router.state.location.search).toBe('?id=40');
  });

  it('asks in the interface language and shows the titles as answered (en where a translation is missing)', async () => {
    const { fetchMock } = stubList([summary('1', '如何購買', 1, 'zh_TW'), summary('2', 'How to sell', 2)]);
    renderApp('/helpList', { lang: 'zh_TW', realPages: true });
    expect((await screen.findByTestId('help-item-1')).textContent).toBe('如何購買');
    expect(screen.getByTestId('help-item-2').textContent).toBe('How to sell');
    expect(sentRequests(fetchMock, '/api/document/list')[0]!.headers).toMatchObject({ language: 'zh_TW' });
  });

  it('shows the empty state when no article is published', async () => {
    stubList([]);
    renderApp('/helpList', { realPages: true });
    expect((await screen.findByTestId('help-empty')).textContent).toContain('No help articles yet');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const { fetchMock } = stubFetch({
      '/api/document/list': { status: 500, body: envelope(null, '500', 'x') },
    });
    renderApp('/helpList', { realPages: true });
    const failed = await screen.findByTestId('help-failed');
    stubList([summary('7', 'Back again', 1)]);
    fireEvent.click(within(failed).getByRole('button'));
    expect((await screen.findByTestId('help-item-7')).textContent).toBe('Back again');
    expect(fetchMock).toHaveBeenCalled();
  });
});
