// A QR code for the identity wallet (login, registration, binding or a reset confirmation) with its outcomes: waiting (silent
// polling), success, failure with the translated reason, expired with a refresh. "Open wallet app" opens
// the same p2pwallet:// URL for a wallet on this phone.
import { WebRoutes, webPath, type IssuedSession, type QrCode, type QrPurposeValue } from '@p2p/contracts';
import { SpinLoading } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill, RedoOutline } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { QrState } from './qrPoller';
import { useQrImage } from './useQrImage';
import { type QrGenerator, useQrScan } from './useQrScan';
import './qr.css';
import { formatCountdown, useSecondsLeft } from '../../../hooks/useSecondsLeft';

/** Failure codes that come with a way out. */
const REGISTER_BY_QR = webPath(WebRoutes.register, { tab: 'wallet' });
const LOGIN_BY_QR = webPath(WebRoutes.login, { tab: 'qr' });

export interface QrPanelProps {
  purpose: QrPurposeValue;
  /** Called once with the outcome of a successful scan (a session for LOGIN and REGISTER) and its code. */
  onSuccess(session: IssuedSession | null, qr: QrCode): void;
  enabled?: boolean;
  /** Where the code comes from, when not `GET /scan/genQrCodeUrl` (stable: useCallback). */
  generate?: QrGenerator;
}

export function QrPanel({ purpose, onSuccess, enabled = true, generate }: QrPanelProps) {
  const { t, i18n } = useTranslation();
  const { state, refresh } = useQrScan(purpose, enabled, generate);
  const qr = state.kind === 'loading' ? null : state.qr;
  const image = useQrImage(qr?.qrCodeUrl ?? null);
  const secondsLeft = useSecondsLeft(state.kind === 'waiting' ? state.qr.expiresAt : null);
  const reported = useRef<QrState | null>(null);

  useEffect(() => {
    if (state.kind !== 'success' || reported.current === state) return;
    reported.current = state;
    onSuccess(state.session, state.qr);
  }, [state, onSuccess]);

  const key = purpose.toLowerCase();
  const failureText = (code: string): string =>
    i18n.exists(`errors.${code}`) ? t(`errors.${code}`) : t('common.messages.networkError');
  const status =
    state.kind === 'loading'
      ? t('web.account.qr.loading')
      : state.kind === 'waiting'
        ? t(`web.account.qr.waiting.${key}`)
        : state.kind === 'success'
          ? t(`web.account.qr.success.${key}`)
          : state.kind === 'expired'
            ? t('errors.804')
            : failureText(state.code);
  const failed = state.kind === 'failure' || state.kind === 'expired';

  return (
    <section className="qr-panel" data-testid="qr-panel" data-state={state.kind}>
      <div className={`qr-panel__frame${failed || state.kind === 'success' ? ' is-covered' : ''}`}>
        {qr && image ? (
          <img
            className="qr-panel__image"
            src={image}
            alt={t('web.account.qr.alt')}
            data-testid="qr-image"
            data-qr-url={qr.qrCodeUrl}
          />
        ) : state.kind === 'failure' ? null : (
          <SpinLoading className="qr-panel__spin" />
        )}
        {failed ? (
          <div className="qr-panel__cover">
            {state.kind === 'failure' ? <CloseCircleFill className="qr-panel__cover-icon is-error" /> : null}
            <button type="button" className="qr-panel__refresh" data-testid="qr-refresh" onClick={refresh}>
              <RedoOutline />
              <span>{t('web.account.qr.refresh')}</span>
            </button>
          </div>
        ) : null}
        {state.kind === 'success' ? (
          <div className="qr-panel__cover">
            <CheckCircleFill className="qr-panel__cover-icon is-success" />
          </div>
        ) : null}
      </div>

      <p
        className={`qr-panel__status qr-panel__status--${state.kind}`}
        data-testid="qr-status"
        data-code={state.kind === 'failure' ? state.code : undefined}
        role="status"
        aria-live="polite"
      >
        {status}
      </p>
      {state.kind === 'waiting' && secondsLeft !== null ? (
        <p className="qr-panel__expiry" data-testid="qr-expiry">
          {t('web.account.qr.validFor', { time: formatCountdown(secondsLeft) })}
        </p>
      ) : null}
      {state.kind === 'failure' && state.code === '806' ? (
        <Link className="qr-panel__link" to={REGISTER_BY_QR} data-testid="qr-register-link">
          {t('web.account.qr.registerByQr')}
        </Link>
      ) : null}
      {state.kind === 'failure' && state.code === '1016' ? (
        <Link className="qr-panel__link" to={LOGIN_BY_QR} data-testid="qr-login-link">
          {t('web.account.qr.loginByQr')}
        </Link>
      ) : null}

      <ol className="qr-panel__steps">
        <li>{t('web.account.qr.step1')}</li>
        <li>{t('web.account.qr.step2')}</li>
        <li>{t('web.account.qr.step3')}</li>
      </ol>

      <a
        className={`button button--outline button--block${qr ? '' : ' is-disabled'}`}
        href={qr?.qrCodeUrl}
        aria-disabled={!qr}
        data-testid="qr-open-wallet"
      >
        {t('web.account.qr.openWallet')}
      </a>
      <p className="qr-panel__hint">{t('web.account.qr.openWalletHint')}</p>
    </section>
  );
}
