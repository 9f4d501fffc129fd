// The temporary balance on /personalCenter: one line per coin and chain with its Withdraw action, and
// the way to the fund records.
import { WebRoutes, type TempBalanceDto } from '@p2p/contracts';
import { RightOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HeldNfts } from './HeldNfts';
import { useBalance } from './useFunds';
import './funds.css';

// The withdrawal sheet's code is fetched when a Withdraw is first tapped: the personal center's first
// load stays small (the trader app's budgets, issue 9).
const WithdrawSheet = lazy(() => import('./WithdrawSheet').then((m) => ({ default: m.WithdrawSheet })));

export function TempBalanceSection() {
  const { t } = useTranslation();
  const balance = useBalance();
  const [line, setLine] = useState<TempBalanceDto | null>(null);
  // Mounted once opened, so that it closes with its animation.
  const [sheetUsed, setSheetUsed] = useState(false);
  const lines = balance.data?.balances ?? [];

  return (
    <section className="temp-balance" data-testid="temp-balance">
      <div className="temp-balance__head">
        <h2 className="center__group">{t('common.funds.balance.title')}</h2>
        <Link to={WebRoutes.fundRecord} className="funds-link" data-testid="temp-balance-records">
          {t('common.funds.balance.records')}
          <RightOutline />
        </Link>
      </div>
      {lines.length === 0 ? (
        <p className="temp-balance__empty" data-testid="temp-balance-empty">
          {balance.isPending ? '…' : t('common.funds.balance.empty')}
        </p>
      ) : (
        <ul className="temp-balance__list">
          {lines.map((l) => (
            <li
              key={`${l.coin}:${l.chain}`}
              className="temp-balance__line"
              data-testid={`temp-balance-${l.coin}-${l.chain}`}
            >
              <span className="temp-balance__coin">
                <strong>{l.coin}</strong>
                <span className="chain-tag">{l.chain}</span>
              </span>
              <strong className="temp-balance__amount" data-testid="temp-balance-amount">
                {l.amount}
              </strong>
              <button
                type="button"
                className="funds-button funds-button--small"
                data-testid="temp-balance-withdraw"
                onClick={() => {
                  setSheetUsed(true);
                  setLine(l);
                }}
              >
                {t('common.funds.balance.withdraw')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="temp-balance__hint">{t('common.funds.balance.hint')}</p>
      <HeldNfts blocked={balance.data?.withdrawBlocked ?? false} />
      {sheetUsed ? (
        <Suspense fallback={null}>
          <WithdrawSheet
            line={line}
            blocked={balance.data?.withdrawBlocked ?? false}
            onClose={() => setLine(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
