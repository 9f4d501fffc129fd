// A decision waiting for its delay: which decision, a live countdown to its execution with the share of
// the delay gone, and (for the roles that decide) cancelling it with a reason while there is time. A
// cancellation refused with 5003 (it already ran, or a colleague cancelled it) says so and reloads the case.
import { StopOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Form, Modal, Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockText, msUntil, useNow } from './clock';
import { D, useDeskFormat } from './format';
import { RemarksField, useRefusal, type CasePanelProps } from './remarks';
import { useCancelExecution } from './useAppeals';

export function PendingExecution({ appealCase, canDecide, onStale }: CasePanelProps) {
  const { t } = useTranslation();
  const f = useDeskFormat();
  const now = useNow();
  const { appeal } = appealCase;
  const left = msUntil(appeal.executeAt, now);
  const due = !(left > 0);
  const total = Date.parse(appeal.executeAt ?? '') - Date.parse(appeal.decidedAt ?? '');
  const percent =
    total > 0 ? Math.min(100, Math.max(0, Math.round(((total - Math.max(left, 0)) / total) * 100))) : 100;
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (due) onStale();
  }, [due, onStale]);

  return (
    <Card title={t(`${D}.pending.title`)} data-testid="pending-execution">
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="baseline" wrap gap={8}>
          <span>
            <Typography.Text type="secondary">{t(`${D}.pending.decision`)}: </Typography.Text>
            <Typography.Text strong data-testid="pending-decision">
              {appeal.pendingDecision ? f.result(appeal.pendingDecision) : '—'}
            </Typography.Text>
          </span>
          <Typography.Text type="secondary" className="desk-small">
            {t(`${D}.pending.runsAt`, { time: f.time(appeal.executeAt) })}
          </Typography.Text>
        </Flex>
        <div>
          <Typography.Text type="secondary">{t(`${D}.pending.runsIn`)}</Typography.Text>
          <div className="desk-countdown desk-clock" data-testid="pending-countdown" aria-live="off">
            {due ? t(`${D}.pending.running`) : clockText(left)}
          </div>
          <Progress percent={percent} showInfo={false} size="small" status={due ? 'active' : 'normal'} />
        </div>
        {appeal.reviewerRemarks && (
          <Typography.Paragraph className="desk-prewrap" type="secondary" style={{ margin: 0 }}>
            {appeal.reviewerRemarks}
          </Typography.Paragraph>
        )}
        {canDecide && (
          <Button
            danger
            icon={<StopOutlined />}
            disabled={due}
            onClick={() => setAsking(true)}
            data-testid="pending-cancel"
          >
            {t(`${D}.pending.cancel`)}
          </Button>
        )}
      </Flex>
      {asking && <CancelModal id={appeal.id} onClose={() => setAsking(false)} onStale={onStale} />}
    </Card>
  );
}

function CancelModal({ id, onClose, onStale }: { id: string; onClose(): void; onStale(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refused = useRefusal();
  const cancel = useCancelExecution(id);
  const [form] = Form.useForm<{ remarks: string }>();

  const submit = ({ remarks }: { remarks: string }) => {
    cancel.mutate(
      { remarks: remarks.trim() },
      {
        onSuccess: () => {
          void message.success(t(`${D}.pending.cancelled`));
          onClose();
        },
        onError: (error) =>
          refused(error, () => {
            void message.warning(t(`${D}.pending.tooLate`));
            onStale();
            onClose();
          }),
      },
    );
  };

  return (
    <Modal
      open
      title={t(`${D}.pending.cancelTitle`)}
      okText={t(`${D}.pending.cancelConfirm`)}
      cancelText={t(`${D}.decide.back`)}
      okButtonProps={{ danger: true, 'data-testid': 'cancel-confirm' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={cancel.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(`${D}.pending.cancelBody`)}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} data-testid="cancel-form">
        <RemarksField label={t(`${D}.pending.cancelRemarks`)} rows={3} autoFocus testId="cancel-remarks" />
      </Form>
    </Modal>
  );
}
