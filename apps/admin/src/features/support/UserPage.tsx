// One trader: the name, badges and bans in force at the top, then the facts in tabs (account with KYC,
// wallet and certification; bans; ads; orders; credit; funds). Tabs stay in the address (`?tab=`).
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BansTab } from './BansTab';
import { BanTags } from './BanTags';
import { CreditTab } from './CreditTab';
import { FundsTab } from './FundsTab';
import { LoadError } from './ListError';
import { ProfileTab } from './ProfileTab';
import { AdsTab, OrdersTab } from './TradesTabs';
import { UserLimitsTab } from '../settings/UserLimitsTab';
import { useSupportUser } from './useSupport';

export const USER_TABS = ['profile', 'bans', 'ads', 'orders', 'credit', 'funds', 'limits'] as const;
export type UserTab = (typeof USER_TABS)[number];

export function isUserTab(value: string | null): value is UserTab {
  return (USER_TABS as readonly (string | null)[]).includes(value);
}

export function UserPage(props: {
  id: string;
  tab: UserTab;
  onTab: (tab: UserTab) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const query = useSupportUser(props.id);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={props.onBack} data-testid="support-back">
      {t('admin.support.user.back')}
    </Button>
  );
  if (query.isError) {
    const missing = (query.error as { code?: string } | null)?.code === '1001';
    return (
      <Card>
        {missing ? (
          <Result
            status="404"
            title={t('admin.support.user.notFound')}
            extra={back}
            data-testid="support-user-missing"
          />
        ) : (
          <LoadError onRetry={() => void query.refetch()} spaced={false} />
        )}
      </Card>
    );
  }
  const user = query.data;
  if (!user) return <Card loading data-testid="support-user-loading" />;
  const name = user.nickname ?? user.email ?? `#${user.id}`;
  const items = [
    { key: 'profile', label: t('admin.support.tabs.profile'), children: <ProfileTab user={user} /> },
    { key: 'bans', label: t('admin.support.tabs.bans'), children: <BansTab user={user} /> },
    { key: 'ads', label: t('admin.support.tabs.ads'), children: <AdsTab userId={user.id} /> },
    { key: 'orders', label: t('admin.support.tabs.orders'), children: <OrdersTab userId={user.id} /> },
    { key: 'credit', label: t('admin.support.tabs.credit'), children: <CreditTab user={user} /> },
    { key: 'funds', label: t('admin.support.tabs.funds'), children: <FundsTab userId={user.id} /> },
    { key: 'limits', label: t('admin.settings.userTab'), children: <UserLimitsTab userId={user.id} /> },
  ];
  return (
    <Flex vertical gap={16} data-testid="support-user">
      <Flex align="center" gap={12} wrap>
        {back}
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="support-user-name">
          {name}
        </Typography.Title>
        <Typography.Text type="secondary">#{user.id}</Typography.Text>
        {user.certified && <Tag color="gold">{t('admin.support.user.certifiedTag')}</Tag>}
        {user.fastTrader && <Tag color="cyan">{t('admin.support.user.fastTag')}</Tag>}
        <BanTags kinds={user.activeBans} />
      </Flex>
      <Card>
        <Tabs
          activeKey={props.tab}
          onChange={(key) => props.onTab(key as UserTab)}
          items={items}
          destroyOnHidden
          data-testid="support-tabs"
        />
      </Card>
      <Typography.Text type="secondary">{t('admin.support.audited')}</Typography.Text>
    </Flex>
  );
}
