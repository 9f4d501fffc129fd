// A confirmation that asks the staff member's reason (kept with the change in the audit log).
import { STAFF_REASON_MAX_LENGTH } from '@p2p/contracts';
import { Form, Input, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a reason field says, when not customer service's own texts (another area's limit and words). */
export interface ReasonTexts {
  label: string;
  required: string;
  placeholder: string;
}

/** The reason field of every change form: required, 1 to `max` (255) characters once trimmed. */
export function ReasonField({
  autoFocus = false,
  max = STAFF_REASON_MAX_LENGTH,
  texts,
}: {
  autoFocus?: boolean;
  max?: number;
  texts?: ReasonTexts;
}) {
  const { t } = useTranslation();
  const required = texts?.required ?? t('admin.support.reason.required');
  return (
    <Form.Item
      name="reason"
      label={texts?.label ?? t('admin.support.reason.label')}
      rules={[
        { required: true, whitespace: true, message: required },
        { max, message: required },
      ]}
    >
      <Input.TextArea
        rows={3}
        maxLength={max}
        showCount
        autoFocus={autoFocus}
        placeholder={texts?.placeholder ?? t('admin.support.reason.placeholder')}
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
  /** Another area's limit and words for the reason (customer service's by default). */
  max?: number;
  texts?: ReasonTexts;
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
        <ReasonField autoFocus max={props.max} texts={props.texts} />
      </Form>
    </Modal>
  );
}
