// A trader's trading limits on the customer-service page (issue 25): the five limits and a reason. A
// limit below what the trader has open now is allowed: what is open stays, new ones are refused.
import type { UserLimitsAdminDto } from '@p2p/contracts';
import { Alert, Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shell/LoadFailed';
import { ReasonField } from '../support/ReasonModal';
import { type LimitsForm, LimitsFields, limitsOf } from './LimitsFields';
import { useSetUserLimits, useUserLimits } from './useSettings';

type Values = LimitsForm & { reason: string };

function LimitsEditor({ limits }: { limits: UserLimitsAdminDto }) {
  const { t } = useTranslation();
  const save = useSetUserLimits(limits.userId);
  const [form] = Form.useForm<Values>();
  const submit = (values: Values) =>
    save.mutate(
      { ...limitsOf(values), reason: values.reason.trim() },
      { onSuccess: () => form.setFieldValue('reason', '') },
    );
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ ...limits, reason: '' }}
      onFinish={submit}
      data-testid="user-limits-form"
    >
      <LimitsFields testIdPrefix="user-limits" />
      <ReasonField />
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="user-limits-save">
        {t('admin.settings.user.save')}
      </Button>
    </Form>
  );
}

export function UserLimitsTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useUserLimits(userId);
  return (
    <Card
      title={t('admin.settings.user.title')}
      loading={query.isPending && !query.isError}
      data-testid="user-limits-card"
    >
      <Alert
        type="info"
        showIcon
        title={t('admin.settings.user.belowOpen')}
        style={{ marginBottom: 16 }}
        data-testid="user-limits-below-open"
      />
      {query.isError && (
        <LoadFailed
          title={t('admin.settings.loadFailed')}
          retryText={t('admin.settings.retry')}
          onRetry={() => void query.refetch()}
          testId="user-limits-load-failed"
        />
      )}
      {query.data && <LimitsEditor limits={query.data} />}
    </Card>
  );
}
