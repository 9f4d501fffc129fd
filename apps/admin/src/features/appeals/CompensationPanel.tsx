// After an executed decision against a certified merchant (issue 24), an appeal officer may pay the
// counterparty from the merchant's guarantee: an amount in MEC and a reason, once per appeal (the API
// answers the same compensation again; another amount is refused with its text).
import type { AdminAppealCaseDto } from '@p2p/contracts';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AMOUNT_PATTERN } from '../merchants/format';
import { useCompensation } from '../merchants/useMerchants';
import { ReasonField } from '../support/ReasonModal';

const M = 'admin.merchants.compensation';

/** The merchant the executed decision went against, when that party is certified; null otherwise. */
export function merchantLoser(c: AdminAppealCaseDto): { userId: string } | null {
  const { appeal } = c;
  if (appeal.executedAt === null) return null;
  const loser = appeal.result === 'BUYER_WINS' ? c.seller : appeal.result === 'SELLER_WINS' ? c.buyer : null;
  return loser?.certified ? { userId: loser.userId } : null;
}

export function CompensationPanel({ appealCase }: { appealCase: AdminAppealCaseDto }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ amount: string; reason: string }>();
  const pay = useCompensation(appealCase.appeal.id);
  const merchant = merchantLoser(appealCase);
  if (!merchant) return null;
  return (
    <Card title={t(`${M}.title`)} data-testid="compensation-panel">
      <Typography.Paragraph type="secondary">
        {t(`${M}.hint`, { merchant: merchant.userId })}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => pay.mutate({ amount: v.amount.trim(), reason: v.reason.trim() })}
      >
        <Form.Item
          name="amount"
          label={t(`${M}.amount`)}
          rules={[{ required: true, pattern: AMOUNT_PATTERN, message: t(`${M}.amountInvalid`) }]}
        >
          <Input inputMode="decimal" data-testid="compensation-amount" />
        </Form.Item>
        <ReasonField />
        <Button type="primary" htmlType="submit" loading={pay.isPending} data-testid="compensation-pay">
          {t(`${M}.pay`)}
        </Button>
      </Form>
    </Card>
  );
}
