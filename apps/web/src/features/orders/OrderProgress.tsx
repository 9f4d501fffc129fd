// The order's head and progress (spec §4): side, status and the countdown to the current step's deadline,
// what the caller should do now, then the progress steps (accepted, deposited, paid, received, on-chain
// confirmation completed, or the refund pending on chain) with the time of each one done.
import type { OrderDto, OrderEventDto } from '@p2p/contracts';
import { Steps } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatCountdown, useSecondsLeft } from '../../hooks/useSecondsLeft';
import { formatTime } from '../funds/format';
import { O, currentStep, isFinished, progressSteps, timedOutParty } from './format';
import { SideTitle, StatusTag } from './OrderRow';

/** The hint of what the caller does now, when the status asks something of them. */
function hintKey(order: OrderDto): string | null {
  const mine = (...actions: string[]) => actions.some((a) => order.actions.includes(a));
  if (order.status === 'WAIT_BUYER_PAY' && order.role === 'BUYER' && mine('PAY')) return 'pay';
  if (order.status === 'WAIT_BUYER_PAY' && order.role === 'SELLER') return 'waitPayment';
  if (mine('CONFIRM_RECEIVED')) return 'confirm';
  if (order.status === 'WAIT_SELLER_CONFIRM' && order.role === 'BUYER') return 'waitRelease';
  if (mine('ACCEPT')) return 'accept';
  if (order.status === 'WAIT_SELLER_DEPOSIT' && order.role === 'SELLER') return 'deposit';
  if (order.status === 'IN_APPEAL') return 'appeal';
  if (order.status === 'PENDING_CHAIN_CONFIRM') return 'chain';
  if (order.status === 'CHAIN_CONFIRM_REVOKED') return 'revoked';
  return null;
}

function Countdown({ deadlineAt }: { deadlineAt: string }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(deadlineAt);
  if (left === null) return null;
  return (
    <p className="order-countdown" role="timer" data-testid="order-countdown">
      <ClockCircleOutline aria-hidden="true" />
      {left > 0 ? t(`${O}.detail.timeLeft`, { time: formatCountdown(left) }) : t(`${O}.detail.timeUp`)}
    </p>
  );
}

export function OrderHead({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const hint = hintKey(order);
  const late = timedOutParty(order);
  return (
    <section className="order-card order-head" data-testid="order-head">
      <div className="order-row__head">
        <SideTitle order={order} />
        <StatusTag order={order} />
      </div>
      {order.deadlineAt && !isFinished(order.status) ? <Countdown deadlineAt={order.deadlineAt} /> : null}
      {late ? (
        <p className="order-hint is-warn" role="status" data-testid="order-timed-out">
          {t(late === 'SELLER' ? 'common.messages.sellerTimedOut' : 'common.messages.buyerTimedOut')}
        </p>
      ) : null}
      {hint ? (
        <p className="order-hint" data-testid="order-hint">
          {t(`${O}.hints.${hint}`, { amount: `${order.totalAmount} ${order.quote}` })}
        </p>
      ) : null}
    </section>
  );
}

export function OrderProgress({ order, events }: { order: OrderDto; events: readonly OrderEventDto[] }) {
  const { t, i18n } = useTranslation();
  const steps = progressSteps(order, events);
  const current = currentStep(order, steps);
  return (
    <section className="order-card" aria-label={t(`${O}.detail.progress`)} data-testid="order-progress">
      <Steps direction="vertical" current={current < 0 ? steps.length : current}>
        {steps.map((step, i) => (
          <Steps.Step
            key={step.key}
            data-testid={`order-step-${step.key}`}
            status={step.done ? 'finish' : i === current ? 'process' : 'wait'}
            title={t(`${O}.steps.${step.key}`)}
            description={
              step.done && step.at ? (
                <time dateTime={step.at} data-testid={`order-step-time-${step.key}`}>
                  {formatTime(i18n.language, step.at)}
                </time>
              ) : undefined
            }
          />
        ))}
      </Steps>
    </section>
  );
}
