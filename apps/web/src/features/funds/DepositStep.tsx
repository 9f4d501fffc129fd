// The deposit step that ads and orders show: where to send what (escrow address and exact amount, with
// copy buttons and the wallet link as a QR code), the time left, and the live status: waiting,
// confirming n/N, completed, short by an amount ("recharge amount insufficient"), expired or cancelled.
// It says what the watcher does (issue 20): only a transfer from the bound address shown is credited; a
// shortfall keeps it open, a surplus or a late transfer goes to the temporary balance.
// FUND_CHANGE messages for this deposit refresh it at once; polling covers a dropped socket.
import { DepositIntentStatus, type DepositDto } from '@p2p/contracts';
import { SpinLoading } from 'antd-mobile';
import {
  CheckCircleFill,
  ClockCircleOutline,
  CloseCircleFill,
  ExclamationCircleFill,
} from 'antd-mobile-icons';
import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useQrImage } from '../account/qr/useQrImage';
import { CopyButton } from './CopyButton';
import { compareDecimal } from '@p2p/domain/money';
import { amountLabel } from './format';
import { useDeposit } from './useFunds';
import './funds.css';
import { formatCountdown, useSecondsLeft } from '../../hooks/useSecondsLeft';

export type DepositPhase = 'waiting' | 'confirming' | 'completed' | 'shortfall' | 'expired' | 'cancelled';

/** Where a deposit stands, from its answer (a confirming transfer shows before a remaining shortfall). */
export function depositPhase(d: DepositDto): DepositPhase {
  if (d.status === DepositIntentStatus.SATISFIED) return 'completed';
  if (d.status === DepositIntentStatus.EXPIRED) return 'expired';
  if (d.status === DepositIntentStatus.CANCELLED) return 'cancelled';
  if (d.confirmations > 0 && d.confirmations < d.requiredConfirmations) return 'confirming';
  if (compareDecimal(d.receivedAmount, '0') > 0 && compareDecimal(d.shortfall, '0') > 0) return 'shortfall';
  return 'waiting';
}

const ICONS: Record<DepositPhase, ReactElement> = {
  waiting: <ClockCircleOutline />,
  confirming: <SpinLoading style={{ '--size': '1em' }} />,
  completed: <CheckCircleFill />,
  shortfall: <ExclamationCircleFill />,
  expired: <CloseCircleFill />,
  cancelled: <CloseCircleFill />,
};

export interface DepositStepProps {
  depositId: string;
  /** Called once when the deposit is complete. */
  onCompleted?(deposit: DepositDto): void;
}

export function DepositStep({ depositId, onCompleted }: DepositStepProps) {
  const { t } = useTranslation();
  const query = useDeposit(depositId);
  const deposit = query.data;
  const open = deposit?.status === DepositIntentStatus.OPEN;
  const secondsLeft = useSecondsLeft(open ? deposit.expiresAt : null);
  const qr = useQrImage(open ? deposit.paymentLink : null);
  const reported = useRef(false);

  useEffect(() => {
    if (deposit?.status !== DepositIntentStatus.SATISFIED || reported.current) return;
    reported.current = true;
    onCompleted?.(deposit);
  }, [deposit, onCompleted]);

  if (!deposit) {
    return (
      <section className="deposit-step deposit-step--loading" data-testid="deposit-step">
        {query.isError ? t('common.messages.loadingFailed') : <SpinLoading />}
      </section>
    );
  }

  const phase = depositPhase(deposit);
  const coin = deposit.coin ?? '';
  const statusText =
    phase === 'confirming'
      ? t('common.funds.deposit.status.confirming', {
          n: deposit.confirmations,
          total: deposit.requiredConfirmations,
        })
      : phase === 'shortfall'
        ? t('common.messages.depositInsufficient', { shortfall: `${deposit.shortfall} ${coin}`.trim() })
        : t(`common.funds.deposit.status.${phase}`);

  return (
    <section className="deposit-step" data-testid="deposit-step" data-phase={phase}>
      <div className={`deposit-step__status is-${phase}`} data-testid="deposit-status" role="status">
        <span aria-hidden="true">{ICONS[phase]}</span>
        <span>{statusText}</span>
      </div>
      {open ? (
        <>
          <div className="deposit-step__qr">
            {qr ? (
              <img
                src={qr}
                alt={t('common.funds.deposit.scan')}
                data-testid="deposit-qr"
                data-qr-url={deposit.paymentLink}
              />
            ) : (
              <SpinLoading />
            )}
            <span className="deposit-step__muted">{t('common.funds.deposit.scan')}</span>
          </div>
          {secondsLeft !== null ? (
            <p className="deposit-step__countdown" data-testid="deposit-countdown">
              {t('common.funds.deposit.expiresIn', { time: formatCountdown(secondsLeft) })}
            </p>
          ) : null}
        </>
      ) : null}
      <dl className="funds-fields">
        <div>
          <dt>{t('common.funds.deposit.amount')}</dt>
          <dd>
            <strong data-testid="deposit-amount">{amountLabel(t, deposit)}</strong>
            {open && !deposit.nftTokenId ? (
              <CopyButton value={deposit.amount} testId="deposit-copy-amount" />
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('common.funds.deposit.address')}</dt>
          <dd>
            <span className="funds-mono" data-testid="deposit-address">
              {deposit.escrowAddress}
            </span>
            {open ? <CopyButton value={deposit.escrowAddress} testId="deposit-copy-address" /> : null}
          </dd>
        </div>
        <div>
          <dt>{t('common.funds.deposit.from')}</dt>
          <dd>
            <span className="funds-mono" data-testid="deposit-from">
              {deposit.fromAddress}
            </span>
          </dd>
        </div>
        {compareDecimal(deposit.receivedAmount, '0') > 0 && !deposit.nftTokenId ? (
          <div>
            <dt>{t('common.funds.deposit.received')}</dt>
            <dd data-testid="deposit-received">{`${deposit.receivedAmount} ${coin}`.trim()}</dd>
          </div>
        ) : null}
      </dl>
      {open ? (
        <>
          <p className="deposit-step__muted" data-testid="deposit-from-only">
            {t('common.funds.deposit.fromOnly')}
          </p>
          <p className="deposit-step__muted" data-testid="deposit-exact-hint">
            {t(deposit.nftTokenId ? 'common.funds.deposit.nftHint' : 'common.funds.deposit.exactHint')}
          </p>
          <a
            className="funds-button funds-button--ghost"
            href={deposit.paymentLink}
            data-testid="deposit-open"
          >
            {t('common.funds.deposit.openWallet')}
          </a>
        </>
      ) : null}
    </section>
  );
}
