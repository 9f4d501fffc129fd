import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, sentRequests, stubFetch, type FetchMock } from '../../../test/fetchStub';
import { renderApp, signIn } from '../../../test/renderApp';

vi.mock('../slider/useSliderVerify', () => ({
  useSliderVerify: () => ({ verify: async () => 'sl.test-token', element: null }),
}));

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const errorOf = (testId: string) => screen.queryByTestId(`${testId}-error`)?.textContent ?? null;
const posted = (fetchMock: FetchMock, path: string) => sentRequests(fetchMock, path, 'POST');

const ME = {
  id: '7',
  email: 'me@example.com',
  nickname: 'alice',
  creditScore: 100,
  orderCount: 3,
  completionRate: '1.0000',
  certified: false,
  fastTrader: false,
  regionId: null,
  online: false,
  chainType: null,
  usdtAddress: null,
  walletAddress: null,
  kycLevel: 'NONE',
  hasSecurityPassword: false,
  nicknameChangedAt: null,
};

describe('the registration form (RegisterDto) rejects bad input with translated messages', () => {
  it('asks for the terms, the password rule and a matching confirmation, and sends nothing', async () => {
    const { fetchMock } = stubFetch();
    const { i18n } = renderApp('/register', { realPages: true });
    await screen.findByTestId('register-form');
    type('register-email', 'new@example.com');
    type('register-code', '123456');
    type('register-password', 'short');
    type('register-confirm-password', 'different');
    fireEvent.click(screen.getByTestId('register-submit'));

    await waitFor(() => expect(errorOf('register-terms')).toBe(i18n.t('validation.termsRequired')));
    expect(errorOf('register-password')).toBe(i18n.t('validation.passwordLength'));
    expect(errorOf('register-confirm-password')).toBe(i18n.t('validation.passwordMismatch'));
    expect(errorOf('register-email')).toBeNull();
    expect(posted(fetchMock, '/api/user/register')).toHaveLength(0);

    // 8+ characters but no upper case, digit or special character: the format rule.
    type('register-password', 'abcdefghij');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(errorOf('register-password')).toBe(i18n.t('validation.passwordFormat')));
  });

  it('translates the messages into the interface language', async () => {
    stubFetch();
    const { i18n } = renderApp('/register', { realPages: true, lang: 'zh_TW' });
    await screen.findByTestId('register-form');
    type('register-password', 'Abcdef1!x');
    type('register-confirm-password', 'Abcdef1!y');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(errorOf('register-terms')).toBe(i18n.t('validation.termsRequired')));
    expect(errorOf('register-terms')).not.toBe('Please accept the terms before registering');
    expect(errorOf('register-confirm-password')).toBe(i18n.t('validation.passwordMismatch'));
    expect(errorOf('register-password')).toBeNull();
  });

  it('registers with a valid form and links the user agreement (101) and privacy policy (102)', async () => {
    const { fetchMock } = stubFetch({
      '/api/user/register': {
        body: envelope({ token: 'jwt', userId: '9', expiresAt: '2026-12-01T00:00:00Z' }),
      },
    });
    const { router } = renderApp('/register', { realPages: true });
    await screen.findByTestId('register-form');
    expect(screen.getByTestId('register-agreement-link').getAttribute('href')).toBe('/helpDetail?id=101');
    expect(screen.getByTestId('register-privacy-link').getAttribute('href')).toBe('/helpDetail?id=102');
    type('register-email', 'new@example.com');
    type('register-code', '123456');
    type('register-password', 'Abcdef1!x');
    type('register-confirm-password', 'Abcdef1!x');
    fireEvent.click(screen.getByTestId('register-terms'));
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const body = posted(fetchMock, '/api/user/register')[0]!.body;
    expect(body).toEqual({
      email: 'new@example.com',
      code: '123456',
      password: 'Abcdef1!x',
      confirmPassword: 'Abcdef1!x',
      agreeTerms: true,
      sliderToken: 'sl.test-token',
    });
  });

  it('sends the code only after the address check and the slider, then counts down', async () => {
    const { fetchMock } = stubFetch({
      '/api/email/check/taken%40example.com': { body: envelope({ registered: true }) },
      '/api/email/check/new%40example.com': { body: envelope({ registered: false }) },
      '/api/email/send': { body: envelope({ expiresInSeconds: 600, resendInSeconds: 60 }) },
    });
    const { i18n } = renderApp('/register', { realPages: true });
    await screen.findByTestId('register-form');
    type('register-email', 'taken@example.com');
    fireEvent.click(screen.getByTestId('register-send-code'));
    await waitFor(() => expect(errorOf('register-email')).toBe(i18n.t('errors.1000')));
    expect(posted(fetchMock, '/api/email/send')).toHaveLength(0);

    type('register-email', 'new@example.com');
    fireEvent.click(screen.getByTestId('register-send-code'));
    await waitFor(() => expect(posted(fetchMock, '/api/email/send')).toHaveLength(1));
    const body = posted(fetchMock, '/api/email/send')[0]!.body;
    expect(body).toEqual({ email: 'new@example.com', scene: 'REGISTER', sliderToken: 'sl.test-token' });
    await waitFor(() => expect(screen.getByTestId('register-send-code').textContent).toMatch(/^(60|59) s$/));
    expect((screen.getByTestId('register-send-code') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the password forms', () => {
  it('/forgot: the password rule and the confirmation (UnbindResetPasswordDto)', async () => {
    stubFetch();
    const { i18n } = renderApp('/resetPassword?email=me%40example.com', { realPages: true });
    await screen.findByTestId('forgot-form');
    expect((screen.getByTestId('forgot-email') as HTMLInputElement).value).toBe('me@example.com');
    type('forgot-code', '12');
    type('forgot-password', 'abcdefgh1');
    type('forgot-confirm-password', 'abcdefgh2');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    await waitFor(() => expect(errorOf('forgot-password')).toBe(i18n.t('validation.passwordFormat')));
    expect(errorOf('forgot-code')).toBe(i18n.t('validation.codeFormat'));
    expect(errorOf('forgot-confirm-password')).toBe(i18n.t('validation.passwordMismatch'));
  });

  it('/updatePassword: the new password must differ from the old one and be confirmed', async () => {
    signIn();
    const { fetchMock } = stubFetch({ '/api/user/info/7': { body: envelope(ME) } });
    const { i18n } = renderApp('/updatePassword', { realPages: true });
    await screen.findByTestId('password-old');
    type('password-old', 'Same#Pass1');
    type('password-new', 'Same#Pass1');
    type('password-confirm', 'Other#Pass1');
    fireEvent.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(errorOf('password-new')).toBe(i18n.t('validation.passwordSameAsOld')));
    expect(errorOf('password-confirm')).toBe(i18n.t('validation.passwordMismatch'));
    expect(posted(fetchMock, '/api/user/updateInfo')).toHaveLength(0);
  });

  it('/updateSecurityPassword: longer than 8 and confirmed; the current one too once set', async () => {
    signIn();
    stubFetch({ '/api/user/info/7': { body: envelope({ ...ME, hasSecurityPassword: true }) } });
    const { i18n } = renderApp('/updateSecurityPassword', { realPages: true });
    await screen.findByTestId('security-old');
    type('security-new', 'Abc#1234');
    type('security-confirm', 'Abc#12345');
    fireEvent.click(screen.getByTestId('security-submit'));
    await waitFor(() => expect(errorOf('security-old')).toBe(i18n.t('web.account.security.oldRequired')));
    expect(errorOf('security-new')).toBe(i18n.t('validation.securityPasswordFormat'));
    expect(errorOf('security-confirm')).toBe(i18n.t('validation.passwordMismatch'));
  });
});

describe('the nickname form (UpdateInfoDto)', () => {
  it('applies the nickname rule, then the banned-word check, before saving', async () => {
    signIn();
    const { fetchMock } = stubFetch({
      '/api/user/info/7': { body: envelope(ME) },
      '/api/common/word/valid': { body: envelope({ valid: false }) },
    });
    const { i18n } = renderApp('/updateRemark', { realPages: true });
    await waitFor(() =>
      expect((screen.getByTestId('remark-nickname') as HTMLInputElement).value).toBe('alice'),
    );
    expect(screen.getByTestId('update-remark').textContent).toContain(i18n.t('web.account.remark.rule'));

    type('remark-nickname', 'bad name!');
    fireEvent.click(screen.getByTestId('remark-submit'));
    await waitFor(() => expect(errorOf('remark-nickname')).toBe(i18n.t('validation.nicknameFormat')));
    type('remark-nickname', '   ');
    fireEvent.click(screen.getByTestId('remark-submit'));
    await waitFor(() => expect(errorOf('remark-nickname')).toBe(i18n.t('validation.nicknameRequired')));
    expect(posted(fetchMock, '/api/common/word/valid')).toHaveLength(0);

    type('remark-nickname', 'badword');
    fireEvent.click(screen.getByTestId('remark-submit'));
    await waitFor(() => expect(errorOf('remark-nickname')).toBe(i18n.t('errors.1023')));
    expect(posted(fetchMock, '/api/common/word/valid')[0]!.body).toEqual({
      word: 'badword',
    });
    expect(posted(fetchMock, '/api/user/updateInfo')).toHaveLength(0);
  });

  it('shows the once-a-week rule from nicknameChangedAt and locks the form', async () => {
    signIn();
    stubFetch({
      '/api/user/info/7': {
        body: envelope({ ...ME, nicknameChangedAt: new Date(Date.now() - 86_400_000).toISOString() }),
      },
    });
    renderApp('/updateRemark', { realPages: true });
    await waitFor(() =>
      expect((screen.getByTestId('remark-submit') as HTMLButtonElement).disabled).toBe(true),
    );
    const page = screen.getByTestId('update-remark');
    expect(within(page).getByText(/The next change is possible from/)).toBeTruthy();
    expect((screen.getByTestId('remark-nickname') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('the receiving address form (UpdateInfoDto chain rule)', () => {
  it('requires a chain and an address of that chain, then saves both', async () => {
    signIn();
    const { fetchMock } = stubFetch({
      '/api/user/info/7': { body: envelope(ME) },
      '/api/user/updateInfo': {
        body: envelope({ ...ME, chainType: 'TRC20', usdtAddress: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' }),
      },
    });
    const { i18n, router } = renderApp('/updateReceivingAddress', { realPages: true });
    await screen.findByTestId('update-address');
    type('address-value', '0x52908400098527886E0F7030069857D2E4169EE7');
    fireEvent.click(screen.getByTestId('address-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('address-chain-error').textContent).toBe(
        i18n.t('validation.chainTypeRequired'),
      ),
    );
    fireEvent.click(screen.getByTestId('address-chain-TRC20'));
    const submit = screen.getByTestId('address-submit') as HTMLButtonElement;
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByTestId('address-chain-error')).toBeNull());
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(errorOf('address-value')).toBe(i18n.t('validation.usdtAddressFormat'));

    type('address-value', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
    fireEvent.click(screen.getByTestId('address-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personalCenter'));
    expect(posted(fetchMock, '/api/user/updateInfo')[0]!.body).toEqual({
      usdtAddress: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
      chainType: 'TRC20',
    });
  });
});

describe('the email change form (/updateEmail)', () => {
  it('refuses the current address (1038) before sending, then sends a code to a new one and saves with the current password', async () => {
    signIn();
    const { fetchMock } = stubFetch({
      '/api/user/info/7': { body: envelope(ME) },
      '/api/email/check/new%40example.com': { body: envelope({ registered: false }) },
      '/api/email/send': { body: envelope({ resendInSeconds: 60 }) },
      '/api/user/updateInfo': { body: envelope({ ...ME, email: 'new@example.com' }) },
    });
    const { i18n, router } = renderApp('/updateEmail', { realPages: true });
    await screen.findByTestId('email-new');
    await waitFor(() => expect(sentRequests(fetchMock, '/api/user/info/7').length).toBeGreaterThan(0));
    type('email-new', 'ME@example.com');
    fireEvent.click(screen.getByTestId('email-send-code'));
    await waitFor(() => expect(errorOf('email-new')).toBe(i18n.t('errors.1038')));
    expect(posted(fetchMock, '/api/email/send')).toHaveLength(0);

    type('email-new', 'new@example.com');
    fireEvent.click(screen.getByTestId('email-send-code'));
    await waitFor(() =>
      expect(posted(fetchMock, '/api/email/send')[0]?.body).toEqual({
        email: 'new@example.com',
        scene: 'CHANGE_EMAIL',
        sliderToken: 'sl.test-token',
      }),
    );
    type('email-code', '246810');
    type('email-old-password', 'Current-Passw0rd');
    fireEvent.click(screen.getByTestId('email-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personalCenter'));
    expect(posted(fetchMock, '/api/user/updateInfo')[0]?.body).toEqual({
      email: 'new@example.com',
      code: '246810',
      oldPassword: 'Current-Passw0rd',
    });
  });
});
