// The maintenance window of spec §4: what is stored and whether it is in force, a form to set it (local
// times, sent as ISO instants) and a confirmed removal.
import { ToolOutlined } from '@ant-design/icons';
import type { OpsMaintenanceDto } from '@p2p/contracts';
import { Button, Card, Descriptions, Flex, Form, Input, Popconfirm, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shell/LoadFailed';
import { formatInstant, fromLocalInput, localZone, toLocalInput } from './time';
import { useClearMaintenance, useMaintenance, useSetMaintenance } from './useOperations';

interface WindowForm {
  start: string;
  end: string;
}

type WindowState = 'active' | 'scheduled' | 'ended';

function stateOf(data: OpsMaintenanceDto, now = Date.now()): WindowState | null {
  if (!data.window) return null;
  if (data.active) return 'active';
  return Date.parse(data.window.end) <= now ? 'ended' : 'scheduled';
}

const STATE_COLORS: Record<WindowState, string> = { active: 'red', scheduled: 'blue', ended: 'default' };

export function MaintenanceCard() {
  const { t, i18n } = useTranslation();
  const query = useMaintenance();
  const setWindow = useSetMaintenance();
  const clearWindow = useClearMaintenance();
  const [form] = Form.useForm<WindowForm>();
  const stored = query.data?.window ?? null;

  useEffect(() => {
    if (stored) form.setFieldsValue({ start: toLocalInput(stored.start), end: toLocalInput(stored.end) });
  }, [form, stored]);

  const submit = (values: WindowForm) => {
    const start = fromLocalInput(values.start);
    const end = fromLocalInput(values.end);
    if (start && end) setWindow.mutate({ start, end });
  };

  const state = query.data ? stateOf(query.data) : null;
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <ToolOutlined />
          {t('admin.ops.maintenance.title')}
        </Flex>
      }
      data-testid="maintenance-card"
      loading={query.isPending}
    >
      <Typography.Paragraph type="secondary">{t('admin.ops.maintenance.hint')}</Typography.Paragraph>
      {query.isError && (
        <LoadFailed
          title={t('admin.ops.loadFailed')}
          retryText={t('admin.ops.retry')}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && (
        <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('admin.ops.maintenance.current')}>
            {stored && state ? (
              <Flex gap={8} align="center" wrap data-testid="maintenance-current">
                <Tag color={STATE_COLORS[state]} data-testid="maintenance-state">
                  {t(`admin.ops.maintenance.${state}`)}
                </Tag>
                <span>
                  {formatInstant(stored.start, i18n.language)} – {formatInstant(stored.end, i18n.language)}
                </span>
              </Flex>
            ) : (
              <span data-testid="maintenance-current">{t('admin.ops.maintenance.noWindow')}</span>
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Form<WindowForm> form={form} layout="inline" onFinish={submit} data-testid="maintenance-form">
        <Form.Item
          name="start"
          label={t('admin.ops.maintenance.start')}
          rules={[{ required: true, message: t('admin.ops.maintenance.required') }]}
        >
          <Input type="datetime-local" data-testid="maintenance-start" />
        </Form.Item>
        <Form.Item
          name="end"
          label={t('admin.ops.maintenance.end')}
          dependencies={['start']}
          rules={[
            { required: true, message: t('admin.ops.maintenance.required') },
            ({ getFieldValue }) => ({
              validator(_rule, value: string) {
                const start = fromLocalInput(String(getFieldValue('start') ?? ''));
                const end = fromLocalInput(value ?? '');
                if (!start || !end || Date.parse(end) > Date.parse(start)) return Promise.resolve();
                return Promise.reject(new Error(t('admin.ops.maintenance.endAfterStart')));
              },
            }),
          ]}
        >
          <Input type="datetime-local" data-testid="maintenance-end" />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={setWindow.isPending}
            data-testid="maintenance-save"
          >
            {t('admin.ops.maintenance.set')}
          </Button>
        </Form.Item>
        {stored && (
          <Form.Item>
            <Popconfirm
              title={t('admin.ops.maintenance.clearConfirm')}
              okText={t('admin.ops.yes')}
              cancelText={t('admin.ops.no')}
              onConfirm={() => clearWindow.mutate()}
            >
              <Button danger loading={clearWindow.isPending} data-testid="maintenance-clear">
                {t('admin.ops.maintenance.clear')}
              </Button>
            </Popconfirm>
          </Form.Item>
        )}
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('admin.ops.maintenance.timesLocal', { zone: localZone() })} {t('admin.ops.audited')}
      </Typography.Paragraph>
    </Card>
  );
}
