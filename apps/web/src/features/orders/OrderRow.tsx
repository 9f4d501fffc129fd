// One order of the list: the caller's side and coin, the status, whose move it is and the time left
// (issue 26), the counterparty, quantity, price and amount, when it was placed and a dot when something is
// unread; the whole row opens /orderDetail?id=.
// An NFT order (issue 23) is named "NFT" where a coin order names its coin.
import { orderDetailPath, type OrderDto } from '@p2p/contracts';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { decimal } from '../ads/format';
import { formatTime } from '../funds/format';
import { formatCountdown, useSecondsLeft } from '../../hooks/useSecondsLeft';
import { O, isFinished, whoseMove } from './format';

/** What the order trades: its coin, or "NFT". */
export function useAssetOf(order: Pick<OrderDto, 'assetKind' | 'coin'>): string {
  const { t } = useTranslation();
  return order.assetKind === 'NFT' ? t('common.ads.publish.nft') : (order.coin ?? '');
}

export function SideTitle({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const asset = useAssetOf(order);
  const buy = order.role === 'BUYER';
  return (
    <strong className={`order-side is-${buy ? 'buy' : 'sell'}`} data-testid="order-side">
      {t(buy ? `${O}.row.buy` : `${O}.row.sell`, { coin: asset })}
    </strong>
  );
}

export function StatusTag({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const tone = order.status === 'COMPLETED' ? 'ok' : isFinished(order.status) ? 'off' : 'live';
  return (
    <span className={`order-status is-${tone}`} data-testid="order-status">
      {t(`${O}.status.${order.status}`)}
    </span>
  );
}

/** Whose move the open order waits for, and the time left in its status when it has a deadline. */
function NextMove({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const move = whoseMove(order);
  const left = useSecondsLeft(move ? order.deadlineAt : null);
  if (!move) return null;
  return (
    <p className="order-row__move">
      <span className={`order-move is-${move}`} data-testid="order-move">
        {t(`${O}.row.${move}`)}
      </span>
      {left !== null ? (
        <span className="order-row__left" data-testid="order-time-left">
          {t(`${O}.row.timeLeft`, { time: formatCountdown(left) })}
        </span>
      ) : null}
    </p>
  );
}

export function OrderRow({ order }: { order: OrderDto }) {
  const { t, i18n } = useTranslation();
  const asset = useAssetOf(order);
  return (
    <li className="order-row" data-testid={`order-row-${order.id}`}>
      <Link to={orderDetailPath(order.id)} className="order-row__link">
        <div className="order-row__head">
          <SideTitle order={order} />
          {order.unread ? (
            <span className="order-dot" data-testid="order-unread">
              {t(`${O}.list.unread`)}
            </span>
          ) : null}
          <StatusTag order={order} />
          <RightOutline aria-hidden="true" className="order-row__arrow" />
        </div>
        <NextMove order={order} />
        <dl className="order-figures">
          <div>
            <dt>{t(`${O}.fields.quantity`)}</dt>
            <dd data-testid="order-quantity">{`${decimal(order.quantity)} ${asset}`}</dd>
          </div>
          <div>
            <dt>{t(`${O}.fields.unitPrice`)}</dt>
            <dd>{`${decimal(order.unitPrice)} ${order.quote}`}</dd>
          </div>
          <div>
            <dt>{t(`${O}.fields.amount`)}</dt>
            <dd data-testid="order-amount">{`${decimal(order.amount)} ${order.quote}`}</dd>
          </div>
        </dl>
        <p className="order-row__foot">
          <span data-testid="order-counterparty">
            {order.counterparty.nickname ?? t('common.ads.card.anonymous')}
          </span>
          <time dateTime={order.createdAt}>{formatTime(i18n.language, order.createdAt)}</time>
        </p>
      </Link>
    </li>
  );
}
