// The trading limits new accounts get (issue 25): administrators set them; accounts created from then on
// get them, existing accounts keep their own.
import type { UserLimitDefaultsDto } from '@p2p/contracts';
import { Button, Card, Form, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shell/LoadFailed';
import { type LimitsForm, LimitsFields, limitsOf } from './LimitsFields';
import { useLimitDefaults, useSetLimitDefaults } from './useSettings';

function DefaultsForm({ defaults }: { defaults: UserLimitDefaultsDto }) {
  const { t } = useTranslation();
  const save = useSetLimitDefaults();
  const [form] = Form.useForm<LimitsForm>();
  return (
    <Form<LimitsForm>
      form={form}
      layout="vertical"
      initialValues={defaults}
      onFinish={(values) => save.mutate(limitsOf(values))}
      data-testid="limit-defaults-form"
    >
      <LimitsFields testIdPrefix="defaults" />
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="limit-defaults-save">
        {t('admin.settings.defaults.save')}
      </Button>
    </Form>
  );
}

export function LimitDefaultsCard() {
  const { t } = useTranslation();
  const query = useLimitDefaults();
  const defaults = query.data;
  return (
    <Card
      title={t('admin.settings.defaults.title')}
      extra={
        defaults &&
        !defaults.stored && (
          <Tag data-testid="limit-defaults-built-in">{t('admin.settings.defaults.builtIn')}</Tag>
        )
      }
      loading={query.isPending}
      data-testid="limit-defaults-card"
    >
      <Typography.Paragraph type="secondary">{t('admin.settings.defaults.hint')}</Typography.Paragraph>
      {query.isError && (
        <LoadFailed
          title={t('admin.settings.loadFailed')}
          retryText={t('admin.settings.retry')}
          onRetry={() => void query.refetch()}
          testId="limit-defaults-load-failed"
        />
      )}
      {defaults && <DefaultsForm defaults={defaults} />}
    </Card>
  );
}
