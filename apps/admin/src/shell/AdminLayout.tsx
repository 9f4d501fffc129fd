// The signed-in frame: the side menu (only the areas the role may open), the header (page title, language,
// the staff member with their role, sign-out), the reserves alert when the books do not match the chain,
// and the page.
import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Layout, Menu, Typography, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches } from 'react-router-dom';
import { AREA_PATHS, areaOfPath, areasFor } from '../access';
import { ReservesAlert } from '../features/reserves/ReservesAlert';
import type { AdminRouteHandle } from '../routeHandle';
import { useCurrentStaff } from '../session/staff';
import { useSignOut } from '../session/useSignOut';
import { AREA_ICONS, BrandMark, DASHBOARD_ICON } from './icons';
import { LanguagePicker } from './LanguagePicker';
import { RoleTag } from './RoleTag';

/** The menu: the dashboard, then every area the role may open. */
export function useMenuItems(role: string): NonNullable<MenuProps['items']> {
  const { t } = useTranslation();
  return [
    {
      key: '/',
      icon: DASHBOARD_ICON,
      label: (
        <Link to="/" data-testid="menu-dashboard">
          {t('admin.nav.dashboard')}
        </Link>
      ),
    },
    ...areasFor(role).map((area) => ({
      key: AREA_PATHS[area],
      icon: AREA_ICONS[area],
      label: (
        <Link to={AREA_PATHS[area]} data-testid={`menu-${area}`}>
          {t(`admin.nav.${area}`)}
        </Link>
      ),
    })),
  ];
}

/** The title key of the deepest route that names one. */
function usePageTitleKey(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as AdminRouteHandle | undefined;
    if (handle?.titleKey) return handle.titleKey;
  }
  return null;
}

export function AdminLayout() {
  const { t } = useTranslation();
  const staff = useCurrentStaff();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const [collapsed, setCollapsed] = useState(false);
  const items = useMenuItems(staff.role);
  const area = areaOfPath(pathname);
  const selected = area ? AREA_PATHS[area] : pathname === '/' ? '/' : null;
  const titleKey = usePageTitleKey();
  const title = titleKey ? t(titleKey) : t('admin.notFound.title');

  useEffect(() => {
    document.title = `${title} · ${t('admin.consoleName')} · ${t('common.appName')}`;
  }, [title, t]);

  return (
    <Layout className="admin-layout" hasSider>
      <Layout.Sider
        className="admin-sider"
        width={236}
        collapsedWidth={76}
        collapsed={collapsed}
        breakpoint="lg"
        onBreakpoint={setCollapsed}
        trigger={null}
      >
        <Link to="/" className="admin-brand" aria-label={t('common.appName')}>
          <BrandMark size={34} />
          {!collapsed && (
            <span className="admin-brand-text">
              <span className="admin-brand-name">{t('common.appName')}</span>
              <span className="admin-brand-sub">{t('admin.consoleName')}</span>
            </span>
          )}
        </Link>
        <nav aria-label={t('admin.consoleName')} data-testid="admin-menu">
          <Menu theme="dark" mode="inline" selectedKeys={selected ? [selected] : []} items={items} />
        </nav>
      </Layout.Sider>
      <Layout className="admin-main">
        <Layout.Header className="admin-header">
          <Flex align="center" gap={8} style={{ minWidth: 0 }}>
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              aria-label={t(collapsed ? 'admin.header.expand' : 'admin.header.collapse')}
              onClick={() => setCollapsed((c) => !c)}
            />
            <Typography.Text strong className="admin-header-title" data-testid="page-title">
              {title}
            </Typography.Text>
          </Flex>
          <Flex align="center" gap={16}>
            <LanguagePicker variant="borderless" />
            <span className="admin-header-sep" />
            <Flex align="center" gap={10}>
              <Avatar className="admin-avatar">{staff.name.trim().charAt(0).toUpperCase() || '?'}</Avatar>
              <Typography.Text strong data-testid="staff-name" className="admin-staff-name">
                {staff.name}
              </Typography.Text>
              <RoleTag role={staff.role} testId="staff-role" />
            </Flex>
            <Button icon={<LogoutOutlined />} onClick={signOut} data-testid="sign-out">
              {t('admin.header.signOut')}
            </Button>
          </Flex>
        </Layout.Header>
        <Layout.Content className="admin-content">
          <ReservesAlert />
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
