// /config (issue 13 Operations, issue 14 content): coins and pairs with their edit forms, countries and
// the dictionary, and the documents editor with its language switch and Markdown preview.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, STAFF, staffApi, type Answer } from '../../test/fetch';
import { loadAntdLocale } from '../../i18n/antdLocale';
import { renderApp, signIn } from '../../test/render';
import { COINS, COUNTRIES, DICT, DOC, DOC_SUMMARY, PAIR } from './opsFixtures';

function configApi(extra: Record<string, Answer> = {}) {
  return staffApi(STAFF.ADMIN, {
    'GET /api/admin/ops/coins': { body: envelope(COINS) },
    'GET /api/admin/ops/coin-pairs': { body: envelope([PAIR]) },
    'GET /api/admin/ops/countries': { body: envelope(COUNTRIES) },
    'GET /api/admin/ops/dict': { body: envelope(DICT) },
    'GET /api/admin/ops/documents': { body: envelope([DOC_SUMMARY]) },
    'GET /api/admin/ops/documents/103': { body: envelope(DOC) },
    ...extra,
  });
}

const openTab = async (name: string) => fireEvent.click(await screen.findByRole('tab', { name }));

describe('coins and coin pairs', () => {
  it('lists coins and pairs with their ranges, reference price and payment window', async () => {
    signIn();
    configApi();
    renderApp('/config');
    const row = await screen.findByTestId('pair-row-11');
    expect(row.textContent).toContain('MEC/USD');
    expect(row.textContent).toContain('0.5 – 2');
    expect(row.textContent).toContain('1.2');
    expect(row.textContent).toContain('15');
    expect(screen.getByTestId('coin-USDT').textContent).toContain('Tether USD');
  });

  it('edits a pair: sends only what changed, an emptied bound as null (no limit)', async () => {
    signIn();
    const { calls } = configApi({
      'POST /api/admin/ops/coin-pairs/11': {
        body: envelope({ ...PAIR, maxPrice: null, referencePrice: '1.3' }),
      },
    });
    renderApp('/config');
    fireEvent.click(await screen.findByTestId('edit-pair-11'));
    const form = await screen.findByTestId('pair-form');
    fireEvent.change(within(form).getByTestId('pair-maxPrice'), { target: { value: '' } });
    fireEvent.change(within(form).getByTestId('pair-referencePrice'), { target: { value: '1.3' } });
    fireEvent.click(screen.getByTestId('pair-save'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/ops/coin-pairs/11')).toBe(true));
    const post = calls.find((c) => c.path === '/api/admin/ops/coin-pairs/11');
    expect(post?.body).toEqual({ maxPrice: null, referencePrice: '1.3' });
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('refuses a malformed decimal in the form and sends nothing', async () => {
    signIn();
    const { calls } = configApi();
    renderApp('/config');
    fireEvent.click(await screen.findByTestId('edit-pair-11'));
    const form = await screen.findByTestId('pair-form');
    fireEvent.change(within(form).getByTestId('pair-minPrice'), { target: { value: '1e3' } });
    fireEvent.click(screen.getByTestId('pair-save'));
    expect(await screen.findByText('Enter a number such as 12.5 (up to 18 decimals)')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the API's refusal in the console's language (5032, minimum above maximum)", async () => {
    signIn();
    configApi({
      'POST /api/admin/ops/coin-pairs/11': {
        status: 400,
        body: envelope(null, '5032', 'minimum exceeds maximum'),
      },
    });
    const { i18n } = renderApp('/config');
    fireEvent.click(await screen.findByTestId('edit-pair-11'));
    const form = await screen.findByTestId('pair-form');
    fireEvent.change(within(form).getByTestId('pair-minPrice'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('pair-save'));
    expect(await screen.findByText(i18n.t('errors.5032'))).toBeTruthy();
    expect(screen.getByTestId('pair-form')).toBeTruthy();
  });
});

describe('what every Configuration list shares', () => {
  it('says when a list could not be loaded, and reads it again on retry', async () => {
    signIn();
    let fail = true;
    configApi({
      'GET /api/admin/ops/coins': () =>
        fail ? { status: 502, body: 'Bad Gateway' } : { body: envelope(COINS) },
    });
    renderApp('/config');
    const alert = await screen.findByTestId('ops-load-failed');
    expect(alert.textContent).toContain('This list could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('coin-USDT')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('ops-load-failed')).toBeNull());
  });

  it("switches a row off at once from its 'Enabled' switch", async () => {
    signIn();
    const { calls } = configApi({
      'POST /api/admin/ops/coins/2': { body: envelope({ ...COINS[1], enabled: false }) },
    });
    renderApp('/config');
    const row = await screen.findByTestId('coin-USDT');
    fireEvent.click(within(row).getByRole('switch', { name: 'Enabled' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/ops/coins/2')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/ops/coins/2')?.body).toEqual({ enabled: false });
  });

  it('closes an edit saved without a change, and sends nothing', async () => {
    signIn();
    const { calls } = configApi();
    renderApp('/config');
    fireEvent.click(await screen.findByTestId('edit-coin-2'));
    await screen.findByTestId('coin-form');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('coin-form')).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.path.startsWith('/api/admin/ops/coins'))).toBe(false);
  });
});

describe('countries and the dictionary', () => {
  it('searches countries and edits one: fiat trading needs a currency (issue 24: currencies of the fiat pairs, per-pair bounds)', async () => {
    signIn();
    const { calls } = configApi({
      'POST /api/admin/ops/countries/VNM': {
        body: envelope({ ...COUNTRIES[1], fiatEnabled: true, fiatCurrencies: ['USD'] }),
      },
    });
    renderApp('/config');
    await openTab('Countries & dictionary');
    fireEvent.change(await screen.findByPlaceholderText('Search by name or code'), {
      target: { value: 'viet' },
    });
    await waitFor(() => expect(screen.queryByTestId('country-USA')).toBeNull());
    fireEvent.click(screen.getByTestId('edit-country-VNM'));
    const form = await screen.findByTestId('country-form');
    fireEvent.click(within(form).getByTestId('country-fiat'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fiat trading needs a currency')).toBeTruthy();
    // The currencies offered are those of the fiat pairs (MEC/USD here).
    const picker = within(form).getByTestId('country-currencies');
    fireEvent.mouseDown(picker.querySelector('.ant-select-content, input, .ant-select-selector') ?? picker);
    fireEvent.click(await screen.findByTitle('USD'));
    // The pair in that currency takes the country's own bounds.
    fireEvent.change(await within(form).findByTestId('country-bound-11-min'), { target: { value: '0.8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/ops/countries/VNM')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/ops/countries/VNM')?.body).toEqual({
      fiatEnabled: true,
      fiatCurrencies: ['USD'],
      pairBounds: [{ coinPairId: 11, minPrice: '0.8', maxPrice: null }],
    });
  });

  it('shows a country’s fiat currencies in the list and lets the kinds allowed for fiat be narrowed (issue 24)', async () => {
    signIn();
    const { calls } = configApi({
      'POST /api/admin/ops/countries/USA': {
        body: envelope({ ...COUNTRIES[0], fiatPaymentKinds: ['BANK_CARD'] }),
      },
    });
    renderApp('/config');
    await openTab('Countries & dictionary');
    expect((await screen.findByTestId('country-USA')).textContent).toContain('Yes (USD)');
    fireEvent.click(screen.getByTestId('edit-country-USA'));
    const form = await screen.findByTestId('country-form');
    for (const kind of ['Alipay', 'WeChat', 'VISA Direct', 'Other method']) {
      const tag = within(within(form).getByTestId('country-kinds')).getByTitle(kind);
      fireEvent.click(tag.querySelector('.ant-select-selection-item-remove, [aria-label="close"]') ?? tag);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/ops/countries/USA')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/ops/countries/USA')?.body).toEqual({
      fiatPaymentKinds: ['BANK_CARD'],
    });
  });

  it('lists dictionary entries of every language and edits a text', async () => {
    signIn();
    const { calls } = configApi({
      'POST /api/admin/ops/dict/6': { body: envelope({ ...DICT[1], label: '결제 안 됨' }) },
    });
    renderApp('/config');
    await openTab('Countries & dictionary');
    expect((await screen.findByTestId('dict-5')).textContent).toContain('Not paid');
    fireEvent.click(screen.getByTestId('edit-dict-6'));
    fireEvent.change(await screen.findByTestId('dict-label'), { target: { value: '결제 안 됨' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/ops/dict/6')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/ops/dict/6')?.body).toEqual({ label: '결제 안 됨' });
  });
});

describe('the documents editor', () => {
  async function openNotice() {
    await openTab('Documents');
    fireEvent.click(await screen.findByTestId('document-103'));
    return screen.findByTestId('document-editor');
  }

  it('shows each language it has; a missing one starts from the English text and says traders see English', async () => {
    signIn();
    configApi();
    renderApp('/config');
    await openNotice();
    expect((screen.getByTestId('document-title') as HTMLInputElement).value).toBe('Trading notice');
    expect(screen.queryByTestId('document-missing')).toBeNull();
    fireEvent.click(screen.getByTestId('language-zh_TW'));
    await waitFor(() =>
      expect((screen.getByTestId('document-title') as HTMLInputElement).value).toBe('交易須知'),
    );
    fireEvent.click(screen.getByTestId('language-ko_KR'));
    expect((await screen.findByTestId('document-missing')).textContent).toContain('see the English text');
    expect((screen.getByTestId('document-title') as HTMLInputElement).value).toBe('Trading notice');
  });

  it('previews the Markdown as typed and saves the chosen language', async () => {
    signIn();
    const saved = { ...DOC, contents: [...DOC.contents] };
    const { calls } = configApi({
      'POST /api/admin/ops/documents/103/content/ko_KR': { body: envelope(saved) },
    });
    renderApp('/config');
    await openNotice();
    fireEvent.click(screen.getByTestId('language-ko_KR'));
    await screen.findByTestId('document-missing');
    fireEvent.change(screen.getByTestId('document-title'), { target: { value: '거래 안내' } });
    fireEvent.change(screen.getByTestId('document-content'), {
      target: { value: '## 안내\n\n- **안전하게** 거래하세요\n- [도움말](/helpList)' },
    });
    const preview = screen.getByTestId('document-preview');
    await waitFor(() => expect(preview.querySelector('h2')?.textContent).toBe('안내'));
    expect(preview.querySelector('li strong')?.textContent).toBe('안전하게');
    expect(preview.querySelector('a')?.getAttribute('href')).toBe('/helpList');
    fireEvent.click(screen.getByTestId('document-save'));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/ops/documents/103/content/ko_KR')).toBe(true),
    );
    expect(calls.find((c) => c.path === '/api/admin/ops/documents/103/content/ko_KR')?.body).toEqual({
      title: '거래 안내',
      content: '## 안내\n\n- **안전하게** 거래하세요\n- [도움말](/helpList)',
    });
  });

  it('never injects HTML from a document into the preview', async () => {
    signIn();
    configApi();
    renderApp('/config');
    await openNotice();
    fireEvent.change(screen.getByTestId('document-content'), {
      target: { value: '<img src=x onerror="alert(1)"> [click](javascript:alert(1)) <script>x</script>' },
    });
    const preview = screen.getByTestId('document-preview');
    await waitFor(() => expect(preview.textContent).toContain('<img src=x'));
    expect(preview.querySelector('img, script')).toBeNull();
    expect(preview.querySelector('a')).toBeNull();
  });

  it('creates a document with its English text and opens it', async () => {
    signIn();
    const created = { ...DOC, id: '104', slug: 'fees', kind: 'HELP' as const, contents: [DOC.contents[0]!] };
    const { calls } = configApi({
      'POST /api/admin/ops/documents': { body: envelope(created) },
      'GET /api/admin/ops/documents/104': { body: envelope(created) },
    });
    renderApp('/config');
    await openTab('Documents');
    fireEvent.click(await screen.findByTestId('document-new'));
    fireEvent.change(await screen.findByTestId('document-create-slug'), { target: { value: 'Fees!' } });
    fireEvent.change(screen.getByTestId('document-create-title'), { target: { value: 'Fees' } });
    fireEvent.change(screen.getByTestId('document-create-content'), { target: { value: '# Fees' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lower-case letters, digits and hyphens')).toBeTruthy();
    fireEvent.change(screen.getByTestId('document-create-slug'), { target: { value: 'fees' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('document-editor')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/ops/documents' && c.method === 'POST')?.body).toEqual({
      slug: 'fees',
      kind: 'HELP',
      title: 'Fees',
      content: '# Fees',
    });
  });
});

describe('in another language', () => {
  it('shows the Configuration screens in Simplified Chinese', async () => {
    // antd's Chinese tables load first, as main.tsx does before the first render.
    await loadAntdLocale('zh_CN');
    signIn();
    configApi();
    renderApp('/config', { lang: 'zh_CN' });
    expect(await screen.findByRole('tab', { name: '币种与交易对' })).toBeTruthy();
    expect(await screen.findByText('交易对', { selector: '.ant-card-head-title' })).toBeTruthy();
  });
});
