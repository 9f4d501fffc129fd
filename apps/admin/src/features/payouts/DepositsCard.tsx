// The escrow deposits of an order: its own (a BUY ad's seller deposits per order) and the ad's deposit it
// draws from (an order on a SELL ad): what was expected, received and is still held, from where, by when,
// and the transactions on chain credited to it. Shown on the Ads & Orders order page and on the appeal
// desk's case (issue 25), so it lives here, beside the order's payouts, where both features import it.
import type { AdminTradingDepositDto } from '@p2p/contracts';
import { Card, Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../operations/time';
import { shortAddress } from '../support/format';

const T = 'admin.trading.order';

const COLORS: Record<AdminTradingDepositDto['status'], string> = {
  OPEN: 'processing',
  SATISFIED: 'success',
  EXPIRED: 'error',
  CANCELLED: 'default',
};

export function DepositsCard({ deposits }: { deposits: readonly AdminTradingDepositDto[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Card title={t(`${T}.deposits`)} data-testid="trading-order-deposits">
      {deposits.length === 0 ? (
        <Empty description={t(`${T}.noDeposits`)} />
      ) : (
        <Flex vertical gap={16}>
          {deposits.map((d) => (
            <Descriptions key={d.id} column={1} size="small" bordered data-testid={`deposit-${d.id}`}>
              <Descriptions.Item label={t(`${T}.deposit.purpose`)}>
                {t(`${T}.purposes.${d.purpose}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t(`${T}.deposit.status`)}>
                <Tag color={COLORS[d.status]} data-testid={`deposit-status-${d.id}`}>
                  {t(`${T}.depositStatus.${d.status}`)}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item
                label={t(`${T}.deposit.amount`)}
              >{`${d.amount} ${d.coin ?? ''} (${d.chain})`}</Descriptions.Item>
              <Descriptions.Item label={t(`${T}.deposit.received`)}>{d.receivedAmount}</Descriptions.Item>
              <Descriptions.Item label={t(`${T}.deposit.held`)}>{d.heldAmount}</Descriptions.Item>
              <Descriptions.Item label={t(`${T}.deposit.from`)}>
                {d.fromAddress ? <span title={d.fromAddress}>{shortAddress(d.fromAddress)}</span> : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t(`${T}.deposit.expires`)}>
                {d.expiresAt ? formatInstant(d.expiresAt, i18n.language) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t(`${T}.deposit.transactions`)}>
                {d.txHashes.length === 0 ? (
                  '—'
                ) : (
                  <Flex vertical data-testid={`deposit-tx-${d.id}`}>
                    {d.txHashes.map((hash) => (
                      <Typography.Text key={hash} copyable={{ text: hash }} title={hash}>
                        {shortAddress(hash, 10)}
                      </Typography.Text>
                    ))}
                  </Flex>
                )}
              </Descriptions.Item>
            </Descriptions>
          ))}
        </Flex>
      )}
    </Card>
  );
}
