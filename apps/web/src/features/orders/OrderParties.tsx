// The order's figures, the counterparty and the seller's payment details: kind, name, account (copy), bank,
// branch, IBAN, exchange, account information, currency, notes and the payment QR code, read with the
// session's token like the payment methods' own (the buyer sees them only while a payment is due or under
// proof; otherwise one line says why: issue 22).
import type { OrderDto, OrderPaymentDto } from '@p2p/contracts';
import { useTranslation } from 'react-i18next';
import { flagOf, percent } from '../account/profile/format';
import { decimal } from '../ads/format';
import { CopyButton } from '../funds/CopyButton';
import { formatTime } from '../funds/format';
import { QrCodeImage } from '../payment-methods/QrCodeField';
import { O } from './format';

function Row({
  label,
  value,
  testId,
  copy,
}: {
  label: string;
  value: string;
  testId?: string;
  copy?: boolean;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>
        <span>{value}</span>
        {copy ? <CopyButton value={value} testId={`${testId ?? 'order-field'}-copy`} /> : null}
      </dd>
    </div>
  );
}

export function OrderFigures({ order }: { order: OrderDto }) {
  const { t, i18n } = useTranslation();
  const F = `${O}.fields`;
  const coin = order.coin ?? '';
  return (
    <section className="order-card">
      <dl className="order-fields" data-testid="order-fields">
        <Row label={t(`${F}.id`)} value={order.id} testId="order-id" copy />
        {/* An NFT order (no coin) shows its item above (OrderNftItem) in place of a quantity. */}
        {order.assetKind === 'NFT' ? null : (
          <Row label={t(`${F}.quantity`)} value={`${decimal(order.quantity)} ${coin}`.trim()} />
        )}
        <Row label={t(`${F}.unitPrice`)} value={`${decimal(order.unitPrice)} ${order.quote}`} />
        <Row label={t(`${F}.amount`)} value={`${decimal(order.amount)} ${order.quote}`} />
        <Row label={t(`${F}.fee`)} value={`${decimal(order.fee)} ${coin}`.trim()} />
        <Row
          label={t(`${F}.total`)}
          value={`${decimal(order.totalAmount)} ${order.quote}`}
          testId="order-total"
        />
        {order.notes ? <Row label={t(`${F}.notes`)} value={order.notes} /> : null}
        <Row label={t(`${F}.created`)} value={formatTime(i18n.language, order.createdAt)} />
      </dl>
    </section>
  );
}

export function Counterparty({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const c = order.counterparty;
  return (
    <section className="order-card" data-testid="order-counterparty">
      <h3 className="order-card__title">
        {t(order.role === 'BUYER' ? `${O}.detail.seller` : `${O}.detail.buyer`)}
      </h3>
      <p className="order-party">
        {c.flag ? <span aria-hidden="true">{flagOf(c.flag)}</span> : null}
        <strong data-testid="order-counterparty-name">{c.nickname ?? t('common.ads.card.anonymous')}</strong>
        {c.certified ? (
          <span className="ad-badge ad-badge--certified">{t('common.ads.card.certified')}</span>
        ) : null}
        {c.fastTrader ? <span className="ad-badge ad-badge--fast">{t('common.ads.card.fast')}</span> : null}
      </p>
      <p className="ads-muted">
        {t('common.ads.card.orders', { count: c.orderCount })} ·{' '}
        {t('common.ads.card.completion', { rate: percent(c.completionRate) })}
      </p>
    </section>
  );
}

const OPTIONAL: readonly (keyof OrderPaymentDto)[] = [
  'bankName',
  'branch',
  'iban',
  'exchangeName',
  'accountInfo',
  'notes',
];

/**
 * The seller's payment details. When the buyer may not see them (the order's `paymentState`: before
 * acceptance or the seller's deposit, or an order that ended), no empty block: one line says why (issue 22).
 */
export function PaymentDetails({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const p = order.payment;
  const P = `${O}.payment`;
  if (p === null) {
    if (order.paymentState === 'SHOWN') return null;
    return (
      <section className="order-card" data-testid="order-payment" data-state={order.paymentState}>
        <p className="ads-muted" data-testid="order-payment-hidden">
          {t(`${O}.detail.paymentHidden.${order.paymentState}`)}
        </p>
      </section>
    );
  }
  return (
    <section className="order-card" data-testid="order-payment">
      <h3 className="order-card__title">
        {t(order.role === 'BUYER' ? `${O}.detail.payTo` : `${O}.detail.paidTo`)}
      </h3>
      <dl className="order-fields">
        <Row label={t(`${P}.kind`)} value={t(`common.paymentMethods.kinds.${p.kind}`)} />
        <Row label={t(`${P}.name`)} value={p.name} testId="order-payment-name" copy />
        <Row
          label={t(`common.paymentMethods.account.${p.kind}`)}
          value={p.account}
          testId="order-payment-account"
          copy
        />
        {OPTIONAL.map((key) =>
          p[key] ? (
            <Row key={key} label={t(`${P}.${key}`)} value={String(p[key])} copy={key !== 'notes'} />
          ) : null,
        )}
        <Row label={t(`${P}.currency`)} value={p.currency} />
      </dl>
      {p.qrFileId ? (
        <div className="order-qr" data-testid="order-payment-qr">
          <p className="ads-muted">{t(`${O}.detail.qr`)}</p>
          <QrCodeImage fileId={p.qrFileId} />
        </div>
      ) : null}
    </section>
  );
}
