// A confirmation that asks the staff member's reason (kept with the change in the audit log).
import { STAFF_REASON_MAX_LENGTH } from '@p2p/contracts';
import { Form, Input, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The reason field of every change form: required, 1 to 255 characters once trimmed. */
export function ReasonField({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="reason"
      label={t('admin.support.reason.label')}
      rules={[
        { required: true, whitespace: true, message: t('admin.support.reason.required') },
        { max: STAFF_REASON_MAX_LENGTH, message: t('admin.support.reason.required') },
      ]}
    >
      <Input.TextArea
        rows={3}
        maxLength={STAFF_REASON_MAX_LENGTH}
        showCount
        autoFocus={autoFocus}
        placeholder={t('admin.support.reason.placeholder')}
        data-testid="support-reason"
      />
    </Form.Item>
  );
}

export function ReasonModal(props: {
  title: string;
  okText: string;
  danger?: boolean;
  children?: ReactNode;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      cancelText={t('admin.support.cancel')}
      okButtonProps={{ danger: props.danger, 'data-testid': 'support-reason-ok' }}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      confirmLoading={props.pending}
      destroyOnHidden
    >
      {props.children && <Typography.Paragraph>{props.children}</Typography.Paragraph>}
      <Form form={form} layout="vertical" onFinish={(v) => props.onSubmit(v.reason.trim())}>
        <ReasonField autoFocus />
      </Form>
    </Modal>
  );
}
