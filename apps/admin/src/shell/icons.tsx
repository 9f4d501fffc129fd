// The icon of each area and of the dashboard, shared by the menu, the dashboard and the area frame.
import {
  AppstoreOutlined,
  AuditOutlined,
  ClusterOutlined,
  FileSearchOutlined,
  SettingOutlined,
  SwapOutlined,
  TeamOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Area } from '../access';

export const AREA_ICONS: Readonly<Record<Area, ReactNode>> = {
  appeals: <AuditOutlined />,
  users: <TeamOutlined />,
  trading: <SwapOutlined />,
  config: <SettingOutlined />,
  operations: <ClusterOutlined />,
  audit: <FileSearchOutlined />,
  staff: <UserSwitchOutlined />,
};

export const DASHBOARD_ICON = <AppstoreOutlined />;

/** The product's mark (the trader app's icon). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="brand-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3d7bff" />
          <stop offset="1" stopColor="#17c3a2" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#brand-g)" />
      <path
        d="M9 12.5h10.5l-3-3M23 19.5H12.5l3 3"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
