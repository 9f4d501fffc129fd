// "Message the parties" on the case page (issue 25): a free text or a template (REPLY_WITHIN with its
// hours) to both parties in the order's chat, marked as staff; a template reaches each party in its own
// language. Only the roles that decide see it, and not on a closed case.
import {
  STAFF_MESSAGE_MAX_LENGTH,
  STAFF_MESSAGE_TEMPLATES,
  isValidStaffMessageText,
  type AdminAppealCaseDto,
  type StaffMessageDto,
  type StaffMessageTemplate,
} from '@p2p/contracts';
import { App, Button, Card, Form, Input, InputNumber, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRefusal } from './remarks';
import { useMessageParties } from './useAppealRequests';

/** The texts of the case page's messages and requests. */
export const CR = 'admin.caseRequests';

interface MessageForm {
  mode: 'TEXT' | 'TEMPLATE';
  text?: string;
  template?: StaffMessageTemplate;
  hours?: number;
}

export function StaffMessageBox({
  appealCase,
  onStale,
}: {
  appealCase: AdminAppealCaseDto;
  onStale(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refused = useRefusal();
  const send = useMessageParties(appealCase.appeal.id);
  const [form] = Form.useForm<MessageForm>();
  const mode = Form.useWatch('mode', form) ?? 'TEXT';
  const template = Form.useWatch('template', form);

  if (appealCase.appeal.stage === 'CLOSED')
    return (
      <Card title={t(`${CR}.message.title`)} data-testid="staff-message-box">
        <Typography.Text type="secondary" data-testid="staff-message-closed">
          {t(`${CR}.message.closed`)}
        </Typography.Text>
      </Card>
    );

  const submit = async (values: MessageForm) => {
    const body: StaffMessageDto =
      values.mode === 'TEXT'
        ? { text: (values.text ?? '').trim() }
        : {
            template: values.template!,
            ...(values.template === 'REPLY_WITHIN' ? { params: { hours: values.hours } } : {}),
          };
    try {
      await send.mutateAsync(body);
      void message.success(t(`${CR}.message.sent`));
      form.resetFields();
    } catch (error) {
      refused(error, onStale);
    }
  };

  return (
    <Card title={t(`${CR}.message.title`)} data-testid="staff-message-box">
      <Typography.Paragraph type="secondary" className="desk-small">
        {t(`${CR}.message.hint`)}
      </Typography.Paragraph>
      <Form<MessageForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ mode: 'TEXT', hours: 24 }}
        onFinish={(values) => void submit(values)}
        data-testid="staff-message-form"
      >
        <Form.Item name="mode">
          <Radio.Group
            optionType="button"
            options={(['TEXT', 'TEMPLATE'] as const).map((m) => ({
              value: m,
              label: t(`${CR}.message.mode.${m}`),
              'data-testid': `staff-message-mode-${m}`,
            }))}
          />
        </Form.Item>
        {mode === 'TEXT' ? (
          <Form.Item
            name="text"
            label={t(`${CR}.message.text`)}
            rules={[
              {
                validator: (_, value: unknown) =>
                  isValidStaffMessageText(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t(`${CR}.message.textRequired`))),
              },
            ]}
          >
            <Input.TextArea
              rows={3}
              maxLength={STAFF_MESSAGE_MAX_LENGTH}
              showCount
              placeholder={t(`${CR}.message.textPlaceholder`)}
              data-testid="staff-message-text"
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="template"
              label={t(`${CR}.message.template`)}
              rules={[{ required: true, message: t(`${CR}.message.templateRequired`) }]}
            >
              <Radio.Group
                className="desk-templates"
                options={STAFF_MESSAGE_TEMPLATES.map((k) => ({
                  value: k,
                  label: t(`${CR}.message.templates.${k}`),
                  'data-testid': `staff-message-template-${k}`,
                }))}
              />
            </Form.Item>
            {template === 'REPLY_WITHIN' && (
              <Form.Item
                name="hours"
                label={t(`${CR}.message.hours`)}
                rules={[
                  {
                    required: true,
                    type: 'integer',
                    min: 1,
                    max: 72,
                    message: t(`${CR}.request.hoursRange`),
                  },
                ]}
              >
                <InputNumber min={1} max={72} precision={0} data-testid="staff-message-hours" />
              </Form.Item>
            )}
          </>
        )}
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={send.isPending}
          data-testid="staff-message-send"
        >
          {t(`${CR}.message.send`)}
        </Button>
      </Form>
    </Card>
  );
}
