// Bans (spec §6): the state of each kind (login, withdrawal, C2C buying, C2C selling) with its actions,
// a ban form (reason, end or none) and the lifting with a reason, then every ban the trader has had.
import type { BanKind, SupportBanDto, SupportUserDto } from '@p2p/contracts';
import { Alert, Button, Checkbox, Form, Input, Modal, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant, fromLocalInput } from '../operations/time';
import { BAN_ORDER } from './format';
import { ReasonField, ReasonModal } from './ReasonModal';
import { useBan, useLiftBan } from './useSupport';

interface BanForm {
  reason: string;
  until?: string;
  noEnd?: boolean;
}

function BanModal({ user, kind, onClose }: { user: SupportUserDto; kind: BanKind; onClose: () => void }) {
  const { t } = useTranslation();
  const ban = useBan(user.id);
  const [form] = Form.useForm<BanForm>();
  const noEnd = Form.useWatch('noEnd', form) === true;
  const kindName = t(`admin.support.banKinds.${kind}`);
  const submit = (v: BanForm) => {
    const until = v.noEnd ? null : fromLocalInput(v.until ?? '');
    if (!v.noEnd && !until) return;
    ban.mutate({ kind, body: { reason: v.reason.trim(), until } }, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      title={t('admin.support.bans.banTitle', { kind: kindName })}
      okText={t('admin.support.bans.ban')}
      okButtonProps={{ danger: true, 'data-testid': 'ban-submit' }}
      cancelText={t('admin.support.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={ban.isPending}
      destroyOnHidden
    >
      {kind === 'LOGIN' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('admin.support.bans.loginNote')}
        />
      )}
      <Form<BanForm> form={form} layout="vertical" onFinish={submit} data-testid="ban-form">
        <ReasonField autoFocus />
        <Form.Item
          name="until"
          label={t('admin.support.bans.until')}
          dependencies={['noEnd']}
          rules={[
            ({ getFieldValue }) => ({
              validator(_rule, value: string | undefined) {
                if (getFieldValue('noEnd') === true) return Promise.resolve();
                const until = fromLocalInput(value ?? '');
                if (!until) return Promise.reject(new Error(t('admin.support.bans.untilRequired')));
                if (Date.parse(until) <= Date.now()) {
                  return Promise.reject(new Error(t('admin.support.bans.untilPast')));
                }
                return Promise.resolve();
              },
            }),
          ]}
        >
          <Input type="datetime-local" disabled={noEnd} data-testid="ban-until" />
        </Form.Item>
        <Form.Item name="noEnd" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox data-testid="ban-no-end">{t('admin.support.bans.noEnd')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The ban of `kind` in force, if any (the newest one). */
function activeBan(user: SupportUserDto, kind: BanKind): SupportBanDto | undefined {
  return user.bans.find((b) => b.kind === kind && b.active);
}

export function BansTab({ user }: { user: SupportUserDto }) {
  const { t, i18n } = useTranslation();
  const lift = useLiftBan(user.id);
  const [banning, setBanning] = useState<BanKind | null>(null);
  const [lifting, setLifting] = useState<BanKind | null>(null);
  const when = (iso: string) => formatInstant(iso, i18n.language);

  const stateColumns: ColumnsType<BanKind> = [
    {
      title: t('admin.support.bans.kind'),
      key: 'kind',
      render: (_v, kind) => t(`admin.support.banKinds.${kind}`),
    },
    {
      title: t('admin.support.bans.state'),
      key: 'state',
      render: (_v, kind) => {
        const ban = activeBan(user, kind);
        if (!ban) return <Tag data-testid={`ban-state-${kind}`}>{t('admin.support.bans.notBanned')}</Tag>;
        return (
          <Tag color="red" data-testid={`ban-state-${kind}`}>
            {ban.until
              ? t('admin.support.bans.inForce', { until: when(ban.until) })
              : t('admin.support.bans.inForceForever')}
          </Tag>
        );
      },
    },
    {
      title: t('admin.support.bans.reasonCol'),
      key: 'reason',
      render: (_v, kind) => activeBan(user, kind)?.reason ?? '',
    },
    {
      title: '',
      key: 'actions',
      align: 'right',
      render: (_v, kind) => (
        <>
          {activeBan(user, kind) && (
            <Button
              onClick={() => setLifting(kind)}
              data-testid={`ban-lift-${kind}`}
              style={{ marginRight: 8 }}
            >
              {t('admin.support.bans.lift')}
            </Button>
          )}
          <Button danger onClick={() => setBanning(kind)} data-testid={`ban-open-${kind}`}>
            {t(activeBan(user, kind) ? 'admin.support.bans.replace' : 'admin.support.bans.ban')}
          </Button>
        </>
      ),
    },
  ];

  const historyColumns: ColumnsType<SupportBanDto> = [
    { title: t('admin.support.bans.createdAt'), dataIndex: 'createdAt', render: (v: string) => when(v) },
    {
      title: t('admin.support.bans.kind'),
      dataIndex: 'kind',
      render: (v: BanKind) => t(`admin.support.banKinds.${v}`),
    },
    { title: t('admin.support.bans.reasonCol'), dataIndex: 'reason', render: (v: string | null) => v ?? '' },
    {
      title: t('admin.support.bans.until'),
      dataIndex: 'until',
      render: (v: string | null) => (v ? when(v) : t('admin.support.bans.noEnd')),
    },
    { title: t('admin.support.bans.staff'), dataIndex: 'staffId', render: (v: string | null) => v ?? '' },
    {
      title: t('admin.support.bans.state'),
      key: 'state',
      render: (_v, ban) =>
        ban.active ? (
          <Tag color="red">{t('admin.support.bans.active')}</Tag>
        ) : ban.liftedAt ? (
          <Tag>{t('admin.support.bans.liftedAt', { at: when(ban.liftedAt) })}</Tag>
        ) : (
          <Tag>{t('admin.support.bans.ended')}</Tag>
        ),
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t('admin.support.bans.hint')}</Typography.Paragraph>
      <Table<BanKind>
        rowKey={(kind) => kind}
        columns={stateColumns}
        dataSource={[...BAN_ORDER]}
        pagination={false}
        size="middle"
        data-testid="ban-states"
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('admin.support.bans.history')}
      </Typography.Title>
      <Table<SupportBanDto>
        rowKey="id"
        columns={historyColumns}
        dataSource={user.bans}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        size="small"
        locale={{ emptyText: t('admin.support.bans.emptyHistory') }}
        data-testid="ban-history"
      />
      {banning && <BanModal user={user} kind={banning} onClose={() => setBanning(null)} />}
      {lifting && (
        <ReasonModal
          title={t('admin.support.bans.liftTitle', { kind: t(`admin.support.banKinds.${lifting}`) })}
          okText={t('admin.support.bans.lift')}
          pending={lift.isPending}
          onClose={() => setLifting(null)}
          onSubmit={(reason) => lift.mutate({ kind: lifting, reason }, { onSuccess: () => setLifting(null) })}
        />
      )}
    </>
  );
}
