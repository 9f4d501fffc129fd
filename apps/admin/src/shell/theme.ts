// The console's antd theme: the trader app's brand blue and its dark navy for the side menu.
import type { ThemeConfig } from 'antd';

export const BRAND = {
  primary: '#2f6bff',
  navy: '#0c111d',
  navySoft: '#151c2c',
  page: '#f4f6fb',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorInfo: BRAND.primary,
    borderRadius: 8,
    colorBgLayout: BRAND.page,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans Thai', sans-serif",
  },
  components: {
    Layout: {
      siderBg: BRAND.navy,
      headerBg: '#ffffff',
      headerHeight: 64,
      headerPadding: '0 24px',
      bodyBg: BRAND.page,
    },
    Menu: {
      darkItemBg: BRAND.navy,
      darkSubMenuItemBg: BRAND.navy,
      darkItemSelectedBg: BRAND.primary,
      itemBorderRadius: 8,
      itemMarginInline: 12,
      itemHeight: 44,
    },
  },
};
