// Where the order's coin goes (issue 20): the address it is released to (the buyer's bound address when
// the order was placed), where the seller's coin comes from (a SELL ad's escrow, or a BUY ad's per-order
// deposit, credited only from the seller's bound address), and the release's or refund's transaction on
// chain, in full and copyable, with its status (queued, confirming n/N, confirmed, failed) and its page on
// the chain's explorer where the operator configured one (issue 26). An NFT order
// (issue 23) says the same of its item.
import type { OrderDto, OrderPayoutDto, OrderStatus } from '@p2p/contracts';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../funds/CopyButton';
import { isFinished, O } from './format';
import { isNftOrder } from './OrderNftItem';

const C = `${O}.coin`;

/** Statuses of a BUY ad's order before the seller's deposit arrived. */
const BEFORE_DEPOSIT: readonly OrderStatus[] = ['WAIT_BUYER_ACCEPT', 'WAIT_SELLER_DEPOSIT'];

function Payout({ kind, payout }: { kind: 'release' | 'refund'; payout: OrderPayoutDto }) {
  const { t } = useTranslation();
  const status =
    payout.status === 'CONFIRMING' && payout.txHash === null
      ? t(`${C}.notSent`)
      : t(`${C}.status.${payout.status}`, { n: payout.confirmations, total: payout.requiredConfirmations });
  return (
    <div className="order-coin__item" data-testid={`order-${kind}`}>
      <div className="order-coin__head">
        <span className="ads-muted">{t(`${C}.${kind}`)}</span>
        <span
          className={`order-coin__status is-${payout.status.toLowerCase()}`}
          data-testid={`order-${kind}-status`}
        >
          {status}
        </span>
      </div>
      {payout.txHash ? (
        <p className="order-coin__value">
          <span className="order-coin__mono" data-testid={`order-${kind}-tx`}>
            {payout.txHash}
          </span>
          <CopyButton value={payout.txHash} testId={`order-${kind}-tx-copy`} />
        </p>
      ) : null}
      {payout.explorerUrl ? (
        <a
          className="order-coin__explorer"
          href={payout.explorerUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid={`order-${kind}-explorer`}
        >
          {t(`${C}.explorer`)}
        </a>
      ) : null}
    </div>
  );
}

/** What the caller is told of the seller's coin: held for a SELL ad, or the BUY ad's deposit to come. */
function depositHint(order: OrderDto): string | null {
  const role = order.role === 'SELLER' ? 'Seller' : 'Buyer';
  if (isFinished(order.status)) return null;
  if (order.type === 'SELL') return `held${role}`;
  return BEFORE_DEPOSIT.includes(order.status) ? `deposit${role}` : null;
}

export function OrderCoin({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const open = !isFinished(order.status);
  const deposit = depositHint(order);
  // An NFT order's own words (its ad is a SELL ad: the item is held from the ad's deposit).
  const W = isNftOrder(order) ? `${C}.nft` : C;
  return (
    <section className="order-card order-coin" data-testid="order-coin">
      <h3 className="order-card__title">{t(`${W}.title`)}</h3>
      {deposit ? (
        <p className="ads-muted" data-testid="order-deposit-hint">
          {t(`${deposit.startsWith('held') ? W : C}.${deposit}`)}
        </p>
      ) : null}
      {order.receivingAddress ? (
        <div className="order-coin__item">
          {open && order.release === null ? (
            <p className="ads-muted" data-testid="order-release-hint">
              {t(order.role === 'BUYER' ? `${W}.releaseBuyer` : `${W}.releaseSeller`)}
            </p>
          ) : null}
          <span className="ads-muted">{t(`${O}.fields.receivingAddress`)}</span>
          <p className="order-coin__value">
            <span className="order-coin__mono" data-testid="order-receiving-address">
              {order.receivingAddress}
            </span>
            <CopyButton value={order.receivingAddress} testId="order-receiving-address-copy" />
          </p>
        </div>
      ) : null}
      {order.release ? <Payout kind="release" payout={order.release} /> : null}
      {order.refund ? <Payout kind="refund" payout={order.refund} /> : null}
    </section>
  );
}
