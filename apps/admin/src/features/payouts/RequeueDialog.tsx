// The re-queue of a payout that failed for good, behind a confirmation with the administrator's remarks
// (kept in the audit log). A refusal (5018: the payout or its order moved on) says so plainly and reads the
// payouts again; any other error is shown in the console's language.
import type { AdminPayoutDto } from '@p2p/contracts';
import { isApiError } from '@p2p/contracts/client';
import { App, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../api/useErrorText';
import { RemarksField } from '../appeals/remarks';
import { REQUEUE_REFUSED, useRequeuePayout } from './useOrderPayouts';

export const P = 'admin.payouts';

export function RequeueDialog({
  orderId,
  payout,
  onClose,
  onDone,
}: {
  orderId: string;
  payout: AdminPayoutDto;
  onClose(): void;
  /** The re-queue was recorded or refused: the caller reads the order (and its payouts) again. */
  onDone(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const requeue = useRequeuePayout(orderId);
  const [form] = Form.useForm<{ remarks: string }>();

  const send = async ({ remarks }: { remarks: string }) => {
    try {
      await requeue.mutateAsync({ id: payout.id, body: { remarks: remarks.trim() } });
      void message.success(t(`${P}.done`));
      onClose();
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === REQUEUE_REFUSED) {
        void message.error(t(`${P}.refused`));
        onClose();
        onDone();
        return;
      }
      const text = isApiError(error) ? errorText(error) : null;
      if (text) void message.error(text);
    }
  };

  return (
    <Modal
      open
      title={t(`${P}.requeueTitle`)}
      okText={t(`${P}.confirm`)}
      cancelText={t(`${P}.cancel`)}
      okButtonProps={{ danger: true, loading: requeue.isPending, 'data-testid': 'requeue-confirm' }}
      cancelButtonProps={{ 'data-testid': 'requeue-back' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph data-testid="requeue-body">
        {t(`${P}.requeueBody`, { ref: payout.ref })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={send} data-testid="requeue-form">
        <RemarksField label={t(`${P}.remarks`)} rows={3} autoFocus testId="requeue-remarks" />
      </Form>
    </Modal>
  );
}
