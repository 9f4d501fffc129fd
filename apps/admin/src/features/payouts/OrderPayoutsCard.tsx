// An order's payouts out of escrow (issue 20), on the appeal desk's case and in customer service's order
// list: each one's kind, status, amount, receiving address, transaction hashes, signed transactions and
// last error. A payout that failed for good (a release of a revoked order, or a refund) says what it means
// and, for administrators, offers the re-queue behind a confirmation with remarks.
import { isRequeueable, type AdminPayoutDto } from '@p2p/contracts';
import { Alert, Button, Card, Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canRequeuePayouts } from '../../access';
import { useCurrentStaff } from '../../session/staff';
import { LoadFailed } from '../../shell/LoadFailed';
import { formatInstant } from '../operations/time';
import { P, RequeueDialog } from './RequeueDialog';
import { useOrderPayouts } from './useOrderPayouts';

const STATUS_COLOR: Record<AdminPayoutDto['status'], string> = {
  QUEUED: 'default',
  SENT: 'processing',
  CONFIRMED: 'success',
  FAILED: 'error',
};

export function OrderPayoutsCard({
  orderId,
  orderStatus,
  onChanged,
}: {
  orderId: string;
  orderStatus: string;
  /** A re-queue was recorded or refused: the order around the card is read again. */
  onChanged?(): void;
}) {
  const { t } = useTranslation();
  const query = useOrderPayouts(orderId);
  const [requeueing, setRequeueing] = useState<AdminPayoutDto | null>(null);
  const payouts = query.data;
  return (
    <Card title={t(`${P}.title`)} data-testid="order-payouts">
      {query.isError && !payouts ? (
        <LoadFailed
          title={t(`${P}.loadFailed`)}
          retryText={t(`${P}.retry`)}
          onRetry={() => void query.refetch()}
          testId="payouts-failed"
        />
      ) : payouts && payouts.length === 0 ? (
        <Empty description={t(`${P}.empty`)} data-testid="payouts-empty" />
      ) : (
        <Flex vertical gap={16}>
          {(payouts ?? []).map((p) => (
            <PayoutFacts
              key={p.id}
              payout={p}
              requeueable={isRequeueable(p, orderStatus)}
              onRequeue={() => setRequeueing(p)}
            />
          ))}
        </Flex>
      )}
      {requeueing && (
        <RequeueDialog
          orderId={orderId}
          payout={requeueing}
          onClose={() => setRequeueing(null)}
          onDone={() => {
            void query.refetch();
            onChanged?.();
          }}
        />
      )}
    </Card>
  );
}

function PayoutFacts({
  payout: p,
  requeueable,
  onRequeue,
}: {
  payout: AdminPayoutDto;
  requeueable: boolean;
  onRequeue(): void;
}) {
  const { t, i18n } = useTranslation();
  const staff = useCurrentStaff();
  const hashes = p.txHashes.length > 0 ? p.txHashes : p.txHash ? [p.txHash] : [];
  return (
    <Flex vertical gap={8} data-testid={`payout-${p.id}`}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{t(`${P}.kind.${p.kind}`)}</Typography.Text>
        <Tag color={STATUS_COLOR[p.status]} data-testid="payout-status">
          {t(`${P}.status.${p.status}`)}
        </Tag>
      </Flex>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={[
          { key: 'amount', label: t(`${P}.amount`), children: p.amount ?? `#${p.tokenId ?? '—'}` },
          {
            key: 'to',
            label: t(`${P}.to`),
            children: <Typography.Text code>{p.toAddress}</Typography.Text>,
          },
          {
            key: 'tx',
            label: t(`${P}.txHashes`),
            span: 'filled',
            children: (
              <Flex vertical data-testid="payout-hashes">
                {hashes.length === 0
                  ? t(`${P}.noTx`)
                  : hashes.map((h) => (
                      <Typography.Text key={h} code copyable>
                        {h}
                      </Typography.Text>
                    ))}
              </Flex>
            ),
          },
          { key: 'attempts', label: t(`${P}.attempts`), children: p.attempts },
          { key: 'confirmations', label: t(`${P}.confirmations`), children: p.confirmations },
          ...(p.lastError
            ? [
                {
                  key: 'error',
                  label: t(`${P}.lastError`),
                  span: 'filled' as const,
                  children: (
                    <Typography.Text type="danger" data-testid="payout-error">
                      {p.lastError}
                    </Typography.Text>
                  ),
                },
              ]
            : []),
          { key: 'updated', label: t(`${P}.updated`), children: formatInstant(p.updatedAt, i18n.language) },
        ]}
      />
      {requeueable && (
        <Alert
          type="error"
          showIcon
          title={t(`${P}.failedHint`)}
          data-testid="payout-failed-hint"
          action={
            canRequeuePayouts(staff.role) ? (
              <Button danger onClick={onRequeue} data-testid="payout-requeue">
                {t(`${P}.requeue`)}
              </Button>
            ) : undefined
          }
          description={canRequeuePayouts(staff.role) ? undefined : t(`${P}.adminOnly`)}
        />
      )}
    </Flex>
  );
}
