// The paying buyer's first card (issue 26): the amount to pay, large and with a copy button, exactly the
// decimal string the API gave (never a float, never cut or rounded), and what to do now. The seller's
// account follows it (PaymentDetails), and "I have paid" is pinned at the bottom of the screen.
import type { OrderDto } from '@p2p/contracts';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../funds/CopyButton';
import { O } from './format';
import { useHint } from './OrderProgress';

/** Whether the page leads with what to pay: the buyer, while the order waits for their payment. */
export function isPaying(order: OrderDto): boolean {
  return order.role === 'BUYER' && order.status === 'WAIT_BUYER_PAY' && order.actions.includes('PAY');
}

export function PayAmount({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const hint = useHint(order);
  return (
    <section className="order-card order-pay" data-testid="order-pay">
      <h3 className="order-pay__label" id="order-pay-label">
        {t(`${O}.detail.amountToPay`)}
      </h3>
      <p className="order-pay__amount" aria-labelledby="order-pay-label">
        <strong data-testid="order-pay-amount">{order.totalAmount}</strong>
        <span className="order-pay__quote">{order.quote}</span>
        <CopyButton value={order.totalAmount} testId="order-pay-amount-copy" />
      </p>
      {hint ? (
        <p className="ads-muted" data-testid="order-hint">
          {hint}
        </p>
      ) : null}
    </section>
  );
}
