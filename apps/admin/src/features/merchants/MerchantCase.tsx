// One merchant application as customer service reviews it (issue 24): the trader (KYC, credit, orders),
// the figures when applied and now against the thresholds, the guarantee in escrow and the compensations
// paid from it, and the decisions the state allows (approve with an optional note; refuse and revoke
// with a reason the trader is told), each confirmed in a dialog and audited.
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { MerchantCaseDto, MerchantFiguresDto } from '@p2p/contracts';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  Modal,
  Result,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantDecision } from '../../api/merchants';
import { LoadError } from '../support/ListError';
import { percent } from '../support/format';
import { ReasonModal } from '../support/ReasonModal';
import { localTime, STATUS_COLORS } from './format';
import { useMerchantCase, useMerchantDecision } from './useMerchants';

const M = 'admin.merchants';

function FiguresTable({ data }: { data: MerchantCaseDto }) {
  const { t } = useTranslation();
  const { figures } = data.application;
  const now = data.figuresNow;
  const th = data.thresholds;
  const row = (
    key: keyof Omit<MerchantFiguresDto, 'kycLevel'>,
    required: string,
    show = (v: string) => v,
  ) => ({
    key,
    rule: t(`${M}.case.${key}`),
    applied: show(String(figures[key])),
    now: show(String(now[key])),
    required,
  });
  const rows = [
    row('completedOrders', String(th.minCompletedOrders)),
    row('completionRate', percent(th.minCompletionRate), percent),
    row('accountDays', String(th.minAccountDays)),
  ];
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      data-testid="merchant-figures"
      columns={[
        { title: t(`${M}.case.figure`), dataIndex: 'rule', key: 'rule' },
        { title: t(`${M}.case.atApplication`), dataIndex: 'applied', key: 'applied' },
        { title: t(`${M}.case.now`), dataIndex: 'now', key: 'now' },
        { title: t(`${M}.case.required`), dataIndex: 'required', key: 'required' },
      ]}
    />
  );
}

/** Approving: an optional note. */
function ApproveModal(props: { pending: boolean; onSubmit: (note?: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  return (
    <Modal
      open
      title={t(`${M}.actions.approveTitle`)}
      okText={t(`${M}.actions.approve`)}
      cancelText={t('admin.support.cancel')}
      okButtonProps={{ 'data-testid': 'merchant-approve-ok' }}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      confirmLoading={props.pending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => props.onSubmit(v.reason?.trim() || undefined)}>
        <Form.Item name="reason" label={t(`${M}.actions.approveNote`)}>
          <Input.TextArea rows={2} maxLength={255} data-testid="merchant-approve-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function MerchantCase(props: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const query = useMerchantCase(props.id);
  const decide = useMerchantDecision(props.id);
  const [open, setOpen] = useState<MerchantDecision | null>(null);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={props.onBack} data-testid="merchant-back">
      {t(`${M}.case.back`)}
    </Button>
  );
  if (query.isError) {
    const missing = (query.error as { code?: string } | null)?.code === '5053';
    return (
      <Card>
        {missing ? (
          <Result status="404" title={t(`${M}.case.notFound`)} extra={back} />
        ) : (
          <LoadError onRetry={() => void query.refetch()} spaced={false} />
        )}
      </Card>
    );
  }
  const data = query.data;
  if (!data) return <Card loading data-testid="merchant-case-loading" />;
  const { application: a, applicant: u } = data;
  const run = (decision: MerchantDecision, reason?: string) =>
    decide.mutate({ decision, reason }, { onSuccess: () => setOpen(null) });
  const yes = (v: boolean) => t(`${M}.case.${v ? 'yes' : 'no'}`);
  return (
    <Flex vertical gap={16} data-testid="merchant-case">
      <Flex align="center" gap={12} wrap>
        {back}
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t(`${M}.case.heading`, { id: a.id })}
        </Typography.Title>
        <Tag color={STATUS_COLORS[a.status]} data-testid="merchant-status">
          {t(`${M}.status.${a.status}`)}
        </Tag>
        <Flex gap={8} style={{ marginLeft: 'auto' }}>
          {a.status === 'PENDING_REVIEW' && (
            <Button type="primary" onClick={() => setOpen('approve')} data-testid="merchant-approve">
              {t(`${M}.actions.approve`)}
            </Button>
          )}
          {(a.status === 'PENDING_REVIEW' || a.status === 'AWAITING_DEPOSIT') && (
            <Button danger onClick={() => setOpen('refuse')} data-testid="merchant-refuse">
              {t(`${M}.actions.refuse`)}
            </Button>
          )}
          {a.status === 'APPROVED' && (
            <Button danger onClick={() => setOpen('revoke')} data-testid="merchant-revoke">
              {t(`${M}.actions.revoke`)}
            </Button>
          )}
        </Flex>
      </Flex>
      {a.topUpRequired && <Alert type="warning" showIcon message={t(`${M}.case.topUp`)} />}
      <Card title={t(`${M}.case.trader`)}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="merchant-applicant">
          <Descriptions.Item label={t(`${M}.case.trader`)}>
            {u.nickname ?? '—'} (#{u.id})
          </Descriptions.Item>
          <Descriptions.Item label={t(`${M}.case.email`)}>{u.email ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t(`${M}.case.kyc`)}>
            <span data-testid="merchant-kyc">{t(`${M}.case.kycLevels.${u.kycLevel}`)}</span>
            {u.kycVerifiedAt && ` · ${t(`${M}.case.kycVerified`, { time: localTime(u.kycVerifiedAt) })}`}
          </Descriptions.Item>
          <Descriptions.Item label={t(`${M}.case.credit`)}>{u.creditScore}</Descriptions.Item>
          <Descriptions.Item label={t(`${M}.case.orders`)}>
            {u.completedOrderCount} / {u.orderCount} ({percent(u.completionRate)})
          </Descriptions.Item>
          <Descriptions.Item label={t(`${M}.case.certified`)}>{yes(u.certified)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t(`${M}.case.figures`)}>
        <FiguresTable data={data} />
      </Card>
      <Card title={t(`${M}.case.guarantee`)}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t(`${M}.case.guarantee`)}>
            <span data-testid="merchant-guarantee">
              {t(`${M}.case.guaranteeValue`, {
                held: a.guaranteeHeld,
                amount: a.guaranteeAmount,
                coin: a.guaranteeCoin,
              })}
            </span>
          </Descriptions.Item>
          {a.reason && (
            <Descriptions.Item label={t(`${M}.case.reason`)}>
              <span data-testid="merchant-reason">{a.reason}</span>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t(`${M}.case.compensations`)}>
            {data.compensations.length === 0
              ? t(`${M}.case.noCompensation`)
              : data.compensations.map((c) => (
                  <div key={c.id}>
                    {t(`${M}.case.compensation`, {
                      appeal: c.appealId,
                      amount: c.amount,
                      coin: a.guaranteeCoin,
                      to: c.toUserId,
                    })}
                  </div>
                ))}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Typography.Text type="secondary">{t('admin.support.audited')}</Typography.Text>
      {open === 'approve' && (
        <ApproveModal
          pending={decide.isPending}
          onSubmit={(note) => run('approve', note)}
          onClose={() => setOpen(null)}
        />
      )}
      {(open === 'refuse' || open === 'revoke') && (
        <ReasonModal
          title={t(`${M}.actions.${open}Title`)}
          okText={t(`${M}.actions.${open}`)}
          danger
          pending={decide.isPending}
          onSubmit={(reason) => run(open, reason)}
          onClose={() => setOpen(null)}
        >
          {t(`${M}.actions.${open}Text`)}
        </ReasonModal>
      )}
    </Flex>
  );
}
