// Credit (spec §9): the score, an adjustment with a reason (an ADJUSTMENT credit record) and the record.
import { CREDIT_ADJUST_MAX, type SupportCreditRecordDto, type SupportUserDto } from '@p2p/contracts';
import { Button, Card, Col, Form, InputNumber, Row, Statistic, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../operations/time';
import { PAGE_SIZE, PagedTable } from './PagedTable';
import { ReasonField } from './ReasonModal';
import { useAdjustCredit, useUserCredit } from './useSupport';

interface AdjustForm {
  delta: number | null;
  reason: string;
}

function AdjustCard({ user }: { user: SupportUserDto }) {
  const { t } = useTranslation();
  const adjust = useAdjustCredit(user.id);
  const [form] = Form.useForm<AdjustForm>();
  const submit = (v: AdjustForm) => {
    if (v.delta === null) return;
    adjust.mutate({ delta: v.delta, reason: v.reason.trim() }, { onSuccess: () => form.resetFields() });
  };
  return (
    <Card title={t('admin.support.credit.adjustTitle')} data-testid="credit-adjust-card">
      <Statistic
        title={t('admin.support.credit.score')}
        value={user.creditScore}
        valueRender={(node) => <span data-testid="credit-score">{node}</span>}
        style={{ marginBottom: 16 }}
      />
      <Form<AdjustForm> form={form} layout="vertical" onFinish={submit} data-testid="credit-form">
        <Form.Item
          name="delta"
          label={t('admin.support.credit.delta')}
          extra={t('admin.support.credit.deltaHint')}
          rules={[
            {
              validator(_rule, value: number | null | undefined) {
                const ok =
                  typeof value === 'number' &&
                  Number.isInteger(value) &&
                  value !== 0 &&
                  Math.abs(value) <= CREDIT_ADJUST_MAX;
                return ok
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('admin.support.credit.deltaInvalid')));
              },
            },
          ]}
        >
          <InputNumber
            precision={0}
            min={-CREDIT_ADJUST_MAX}
            max={CREDIT_ADJUST_MAX}
            style={{ width: '100%' }}
            data-testid="credit-delta"
          />
        </Form.Item>
        <ReasonField />
        <Button type="primary" htmlType="submit" loading={adjust.isPending} data-testid="credit-submit">
          {t('admin.support.credit.submit')}
        </Button>
      </Form>
    </Card>
  );
}

export function CreditTab({ user }: { user: SupportUserDto }) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const query = useUserCredit(user.id, { pageNo, pageSize: PAGE_SIZE });
  const columns: ColumnsType<SupportCreditRecordDto> = [
    {
      title: t('admin.support.credit.time'),
      dataIndex: 'createdAt',
      render: (v: string) => formatInstant(v, i18n.language),
    },
    {
      title: t('admin.support.credit.reason'),
      dataIndex: 'reason',
      render: (v: SupportCreditRecordDto['reason']) => t(`admin.support.creditReasons.${v}`),
    },
    {
      title: t('admin.support.credit.change'),
      dataIndex: 'delta',
      render: (v: number) => (
        <Typography.Text type={v < 0 ? 'danger' : v > 0 ? 'success' : undefined}>
          {v > 0 ? `+${v}` : v}
        </Typography.Text>
      ),
    },
    { title: t('admin.support.credit.after'), dataIndex: 'scoreAfter' },
    {
      title: t('admin.support.credit.note'),
      key: 'note',
      render: (_v, r) => (
        <>
          {r.note}
          {r.staffId && (
            <Typography.Text type="secondary">
              {' '}
              ({t('admin.support.credit.byStaff', { id: r.staffId })})
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: t('admin.support.credit.order'),
      key: 'order',
      render: (_v, r) => r.orderId ?? '',
    },
  ];
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={16}>
        <PagedTable<SupportCreditRecordDto>
          query={query}
          pageNo={pageNo}
          onPage={setPageNo}
          columns={columns}
          emptyText={t('admin.support.credit.empty')}
          testId="support-credit"
        />
      </Col>
      <Col xs={24} xl={8}>
        <AdjustCard user={user} />
      </Col>
    </Row>
  );
}
