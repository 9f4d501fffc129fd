// The five trading limits of a form (issue 25): whole numbers of 0 to USER_LIMIT_MAX, each with its name.
import { USER_LIMIT_FIELDS, USER_LIMIT_MAX, type UserLimitField, type UserLimitsDto } from '@p2p/contracts';
import { Col, Form, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';

/** A form's values: a cleared box is null until the form refuses it. */
export type LimitsForm = Record<UserLimitField, number | null>;

/** Whether every limit is a whole number within the bounds. */
export function isLimit(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= USER_LIMIT_MAX;
}

/** The five limits of a form's values (call after the form validated them). */
export function limitsOf(values: LimitsForm): UserLimitsDto {
  return Object.fromEntries(USER_LIMIT_FIELDS.map((f) => [f, values[f] ?? 0])) as UserLimitsDto;
}

export function LimitsFields({ testIdPrefix }: { testIdPrefix: string }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      {USER_LIMIT_FIELDS.map((field) => (
        <Col xs={24} md={12} xl={8} key={field}>
          <Form.Item
            name={field}
            label={t(`admin.settings.limits.${field}`)}
            tooltip={t(`admin.settings.limits.hints.${field}`)}
            rules={[
              {
                validator: (_rule, value: unknown) =>
                  isLimit(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('admin.settings.limits.invalid', { max: USER_LIMIT_MAX }))),
              },
            ]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} data-testid={`${testIdPrefix}-${field}`} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
