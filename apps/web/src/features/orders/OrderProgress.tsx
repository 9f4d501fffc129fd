// The order's head and progress (spec §4). The head is compact (issue 26): side and status, the step under
// way of N with its name and the countdown to its deadline, a bar of the steps, then what the caller should
// do now. The full progress steps (accepted, deposited, paid, received, on-chain confirmation completed, or
// the refund pending on chain) with the time of each one done are shown further down the page.
import type { OrderDto, OrderEventDto } from '@p2p/contracts';
import { Steps } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatCountdown, useSecondsLeft } from '../../hooks/useSecondsLeft';
import { formatTime } from '../funds/format';
import { O, currentStep, isFinished, progressSteps, timedOutParty, type ProgressStep } from './format';
import { SideTitle, StatusTag } from './OrderRow';

/** The hint of what the caller does now, when the status asks something of them. */
function hintKey(order: OrderDto): string | null {
  const mine = (...actions: string[]) => actions.some((a) => order.actions.includes(a));
  // The payment timeout's appeal window (issue 25): the buyer may appeal, the seller confirm.
  if (order.status === 'BUYER_PAY_TIMEOUT')
    return order.role === 'BUYER' ? 'payTimedOutBuyer' : 'payTimedOutSeller';
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

/** The hint's text (the paying buyer's pay card shows it, the head the others'). */
export function useHint(order: OrderDto): string | null {
  const { t } = useTranslation();
  const hint = hintKey(order);
  return hint ? t(`${O}.hints.${hint}`, { amount: `${order.totalAmount} ${order.quote}` }) : null;
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

/** "Step 3 of 5 · Payment", or that every step is done, or where an ended order stopped. */
function useStepLabel(steps: readonly ProgressStep[], current: number): string {
  const { t } = useTranslation();
  const total = steps.length;
  if (current >= 0)
    return t(`${O}.detail.step`, {
      n: current + 1,
      total,
      name: t(`${O}.stepsNow.${steps[current]!.key}`),
    });
  const done = steps.filter((s) => s.done).length;
  return done === total
    ? t(`${O}.detail.stepsDone`, { total })
    : t(`${O}.detail.stepsEnded`, { done, total });
}

/** The compact progress: the step under way of N with its name, the countdown and a bar of the steps. */
function StepSummary({ order, events }: { order: OrderDto; events: readonly OrderEventDto[] }) {
  const steps = progressSteps(order, events);
  const current = currentStep(order, steps);
  const label = useStepLabel(steps, current);
  return (
    <div className="order-step" data-testid="order-step-summary">
      <div className="order-step__row">
        <strong className="order-step__label" data-testid="order-step-current">
          {label}
        </strong>
        {order.deadlineAt && !isFinished(order.status) ? <Countdown deadlineAt={order.deadlineAt} /> : null}
      </div>
      <ol className="order-step__bar" aria-hidden="true">
        {steps.map((step, i) => (
          <li
            key={step.key}
            className={step.done ? 'is-done' : i === current ? 'is-current' : undefined}
            data-testid={`order-step-bar-${step.key}`}
          />
        ))}
      </ol>
    </div>
  );
}

export function OrderHead({
  order,
  events,
  withHint = true,
}: {
  order: OrderDto;
  events: readonly OrderEventDto[];
  /** False where the page shows the hint elsewhere (the paying buyer's pay card). */
  withHint?: boolean;
}) {
  const { t } = useTranslation();
  const hint = useHint(order);
  const late = timedOutParty(order);
  return (
    <section className="order-card order-head" data-testid="order-head">
      <div className="order-row__head">
        <SideTitle order={order} />
        <StatusTag order={order} />
      </div>
      <StepSummary order={order} events={events} />
      {late ? (
        <p className="order-hint is-warn" role="status" data-testid="order-timed-out">
          {t(late === 'SELLER' ? 'common.messages.sellerTimedOut' : 'common.messages.buyerTimedOut')}
        </p>
      ) : null}
      {hint && withHint ? (
        <p className="order-hint" data-testid="order-hint">
          {hint}
        </p>
      ) : null}
    </section>
  );
}

/** The full progress steps with the time of each one done. */
export function OrderProgress({ order, events }: { order: OrderDto; events: readonly OrderEventDto[] }) {
  const { t, i18n } = useTranslation();
  const steps = progressSteps(order, events);
  const current = currentStep(order, steps);
  return (
    <section className="order-card" aria-label={t(`${O}.detail.progress`)} data-testid="order-progress">
      <h3 className="order-card__title">{t(`${O}.detail.progress`)}</h3>
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
