// Editing one credit rule (issue 25): the points deducted (0 to 1000; a lost appeal at least 1), the free
// cancellations a day (the cancellation rule only) and the description. Saved rules apply at once.
import {
  CREDIT_DEDUCT_MAX,
  CREDIT_SETTING_DESCRIPTION_MAX_LENGTH,
  DAILY_FREE_CANCELLATIONS_MAX,
  type CreditSettingAdminDto,
  type CreditSettingType,
  type UpdateCreditSettingDto,
} from '@p2p/contracts';
import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateCreditSetting } from './useSettings';

interface RuleForm {
  deduct: number | null;
  dailyFreeCancellations: number | null;
  description: string;
}

const wholeIn = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The least a rule may deduct: a lost appeal costs at least a point. */
export const minDeduct = (type: string): number => (type === 'APPEAL_LOST' ? 1 : 0);

/** The body of a save: free cancellations only for the cancellation rule, a cleared description as null. */
export function ruleBody(rule: CreditSettingAdminDto, values: RuleForm): UpdateCreditSettingDto {
  const description = values.description.trim();
  return {
    deduct: values.deduct ?? 0,
    ...(rule.cancellationRule ? { dailyFreeCancellations: values.dailyFreeCancellations ?? 0 } : {}),
    description: description === '' ? null : description,
  };
}

export function CreditRuleModal(props: { rule: CreditSettingAdminDto; onClose: () => void }) {
  const { t } = useTranslation();
  const { rule } = props;
  const update = useUpdateCreditSetting();
  const [form] = Form.useForm<RuleForm>();
  const min = minDeduct(rule.type);
  const submit = (values: RuleForm) =>
    update.mutate(
      { type: rule.type as CreditSettingType, body: ruleBody(rule, values) },
      { onSuccess: props.onClose },
    );
  return (
    <Modal
      open
      title={t('admin.settings.credit.editTitle', { rule: t(`admin.settings.credit.types.${rule.type}`) })}
      okText={t('admin.settings.credit.save')}
      cancelText={t('admin.settings.cancel')}
      okButtonProps={{ 'data-testid': 'credit-rule-save' }}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t(`admin.settings.credit.effects.${rule.type}`)}
      </Typography.Paragraph>
      <Form<RuleForm>
        form={form}
        layout="vertical"
        initialValues={{
          deduct: rule.deduct,
          dailyFreeCancellations: rule.dailyFreeCancellations,
          description: rule.description ?? '',
        }}
        onFinish={submit}
        data-testid="credit-rule-form"
      >
        <Form.Item
          name="deduct"
          label={t('admin.settings.credit.deduct')}
          rules={[
            {
              validator: (_r, v: unknown) =>
                wholeIn(v, min, CREDIT_DEDUCT_MAX)
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(t('admin.settings.credit.deductInvalid', { min, max: CREDIT_DEDUCT_MAX })),
                    ),
            },
          ]}
        >
          <InputNumber precision={0} style={{ width: '100%' }} data-testid="credit-rule-deduct" />
        </Form.Item>
        <Form.Item
          name="dailyFreeCancellations"
          label={t('admin.settings.credit.free')}
          extra={rule.cancellationRule ? undefined : t('admin.settings.credit.freeOnlyCancellation')}
          rules={[
            {
              validator: (_r, v: unknown) =>
                !rule.cancellationRule || wholeIn(v, 0, DAILY_FREE_CANCELLATIONS_MAX)
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(
                        t('admin.settings.credit.freeInvalid', { max: DAILY_FREE_CANCELLATIONS_MAX }),
                      ),
                    ),
            },
          ]}
        >
          <InputNumber
            precision={0}
            disabled={!rule.cancellationRule}
            style={{ width: '100%' }}
            data-testid="credit-rule-free"
          />
        </Form.Item>
        <Form.Item name="description" label={t('admin.settings.credit.description')}>
          <Input.TextArea
            rows={3}
            maxLength={CREDIT_SETTING_DESCRIPTION_MAX_LENGTH}
            showCount
            data-testid="credit-rule-description"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
