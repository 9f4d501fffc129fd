// Merchant certification on /personalCenter (issue 24): what certification needs (advanced KYC and the
// operators' thresholds) beside the trader's own figures, then the application's state: apply; pay the
// guarantee in MEC into escrow (the deposit step with the escrow address, the amount and the wallet link
// as a QR code, as an ad's deposit); under review; certified (with a top-up owed after a compensation);
// refused or revoked with the reason. Giving certification up is confirmed first; the guarantee comes
// back to the bound address once no order or appeal is open.
import type { MerchantStandingDto } from '@p2p/contracts';
import { compareDecimal } from '@p2p/domain/money';
import { Button, Dialog, Toast } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositStep } from '../../funds/DepositStep';
import { percent } from './format';
import { useMerchantActions, useMerchantStanding } from './useMerchant';
import './merchant.css';

const K = 'web.merchant';

function Rules({ s }: { s: MerchantStandingDto }) {
  const { t } = useTranslation();
  const { thresholds: th, figures: f } = s;
  const rules = [
    {
      key: 'kyc',
      ok: f.kycLevel === 'ADVANCED',
      need: t(`${K}.rules.kycNeed`),
      mine: t(`${K}.kyc.${f.kycLevel}`),
    },
    {
      key: 'orders',
      ok: f.completedOrders >= th.minCompletedOrders,
      need: String(th.minCompletedOrders),
      mine: String(f.completedOrders),
    },
    {
      key: 'rate',
      ok: compareDecimal(f.completionRate, th.minCompletionRate) >= 0,
      need: percent(th.minCompletionRate),
      mine: percent(f.completionRate),
    },
    {
      key: 'age',
      ok: f.accountDays >= th.minAccountDays,
      need: t(`${K}.days`, { n: th.minAccountDays }),
      mine: t(`${K}.days`, { n: f.accountDays }),
    },
    { key: 'guarantee', ok: true, need: `${th.guaranteeAmount} ${th.guaranteeCoin}`, mine: '' },
  ];
  return (
    <ul className="merchant-rules" data-testid="merchant-rules">
      {rules.map((r) => (
        <li key={r.key} data-testid={`merchant-rule-${r.key}`} className={r.ok ? 'is-met' : 'is-unmet'}>
          {r.key === 'guarantee' ? null : r.ok ? <CheckCircleFill /> : <CloseCircleFill />}
          <span className="merchant-rules__label">{t(`${K}.rules.${r.key}`)}</span>
          <span className="merchant-rules__need">{r.need}</span>
          {r.mine ? <span className="merchant-rules__mine">{t(`${K}.yours`, { value: r.mine })}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function MerchantSection() {
  const { t } = useTranslation();
  const standing = useMerchantStanding();
  const actions = useMerchantActions();
  const [depositId, setDepositId] = useState<string | null>(null);
  const s = standing.data;
  if (!s) return null;
  const a = s.application;
  // Over: none yet, given up, or refused or revoked with the guarantee back (the trader may apply again).
  const ended =
    !a ||
    a.status === 'WITHDRAWN' ||
    ((a.status === 'REFUSED' || a.status === 'REVOKED') && compareDecimal(a.guaranteeHeld, '0') === 0);
  const canGiveUp = Boolean(a) && !ended;
  const owes = a?.status === 'AWAITING_DEPOSIT' || (a?.status === 'APPROVED' && a.topUpRequired);
  const shownDeposit = depositId ?? a?.depositId ?? null;

  const pay = async () => {
    try {
      setDepositId((await actions.deposit.mutateAsync()).id);
    } catch {
      // toasted by the API wrapper
    }
  };
  const giveUp = async () => {
    const ok = await Dialog.confirm({
      title: t(`${K}.giveUpTitle`),
      content: <span data-testid="merchant-give-up-text">{t(`${K}.giveUpText`)}</span>,
      confirmText: t(`${K}.giveUp`),
      cancelText: t('common.actions.back'),
    });
    if (!ok) return;
    try {
      await actions.giveUp.mutateAsync();
      Toast.show({ icon: 'success', content: t(`${K}.gaveUp`) });
    } catch {
      // toasted by the API wrapper (5007 while an order or appeal is open)
    }
  };

  return (
    <section className="merchant" data-testid="merchant-section">
      <h2 className="center__group">{t(`${K}.title`)}</h2>
      <div className="merchant__card">
        {a ? (
          <p className={`merchant__status merchant__status--${a.status}`} data-testid="merchant-status">
            {t(`${K}.status.${a.status}`)}
          </p>
        ) : (
          <p className="merchant__intro">{t(`${K}.intro`)}</p>
        )}
        {a?.reason && (a.status === 'REFUSED' || a.status === 'REVOKED') ? (
          <p className="merchant__reason" data-testid="merchant-reason">
            {t(`${K}.reason`, { reason: a.reason })}
          </p>
        ) : null}
        {a && a.status === 'APPROVED' ? (
          <p className="merchant__guarantee" data-testid="merchant-guarantee">
            {t(`${K}.guarantee`, { held: a.guaranteeHeld, amount: a.guaranteeAmount, coin: a.guaranteeCoin })}
          </p>
        ) : null}
        {a?.topUpRequired ? <p className="merchant__warning">{t(`${K}.topUp`)}</p> : null}
        {ended ? <Rules s={s} /> : null}
        {ended ? (
          <Button
            color="primary"
            block
            loading={actions.apply.isPending}
            onClick={() => actions.apply.mutate()}
            data-testid="merchant-apply"
          >
            {t(`${K}.apply`)}
          </Button>
        ) : null}
        {owes && shownDeposit === null ? (
          <Button
            color="primary"
            block
            loading={actions.deposit.isPending}
            onClick={() => void pay()}
            data-testid="merchant-pay"
          >
            {t(a?.status === 'APPROVED' ? `${K}.payTopUp` : `${K}.pay`)}
          </Button>
        ) : null}
        {owes && shownDeposit !== null ? (
          <DepositStep depositId={shownDeposit} onCompleted={() => void standing.refetch()} />
        ) : null}
        {canGiveUp ? (
          <Button fill="none" block onClick={() => void giveUp()} data-testid="merchant-give-up">
            {t(`${K}.giveUp`)}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
