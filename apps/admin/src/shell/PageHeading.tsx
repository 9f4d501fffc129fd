import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Area } from '../access';
import { AREA_ICONS } from './icons';

/** The title block at the top of a screen: an icon, the title, a line of description, actions. */
export function PageHeading(props: {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Flex className="page-heading" align="center" justify="space-between" gap={16} wrap>
      <Flex align="center" gap={16}>
        {props.icon && <span className="page-heading-icon">{props.icon}</span>}
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {props.title}
          </Typography.Title>
          {props.description && (
            <Typography.Text type="secondary" className="page-heading-description">
              {props.description}
            </Typography.Text>
          )}
        </div>
      </Flex>
      {props.extra}
    </Flex>
  );
}

/** The heading of an area's screen: its menu icon and name, and its description (or `description`). */
export function AreaHeading({ area, description }: { area: Area; description?: string }) {
  const { t } = useTranslation();
  return (
    <PageHeading
      icon={AREA_ICONS[area]}
      title={t(`admin.nav.${area}`)}
      description={description ?? t(`admin.areas.${area}.description`)}
    />
  );
}
