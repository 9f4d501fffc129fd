// The one frame of every area whose tools come with a later issue: its title, what it is for, what it will
// hold, and what it will hold for the signed-in role. It shows no data until the area's tools exist.
import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Area } from '../../access';
import { useCurrentStaff } from '../../session/staff';
import { AreaHeading } from '../../shell/PageHeading';
import { useRoleName } from '../../shell/RoleTag';

/** The planned tools of each area: keys under `admin.areas.<area>.planned`. */
export const AREA_PLANS: Readonly<Record<Area, readonly string[]>> = {
  appeals: ['queue', 'evidence', 'decision'],
  users: ['search', 'profile', 'bans'],
  trading: ['ads', 'orders', 'escrow'],
  config: ['coins', 'payments', 'content'],
  operations: ['queues', 'chain', 'staff'],
  audit: ['log', 'filters', 'diff'],
  staff: ['accounts', 'roles', 'security'],
};

export function AreaPage({ area }: { area: Area }) {
  const { t } = useTranslation();
  const staff = useCurrentStaff();
  const roleName = useRoleName();
  const plans = AREA_PLANS[area].map((key) => t(`admin.areas.${area}.planned.${key}`));

  return (
    <Flex vertical gap={24} data-testid={`area-${area}`}>
      <AreaHeading area={area} />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={14}>
          <Card title={t('admin.areas.plannedTitle')} style={{ height: '100%' }}>
            <ul className="plain-list area-plan-list">
              {plans.map((text) => (
                <li key={text}>
                  <CheckCircleOutlined className="area-plan-icon" />
                  <Typography.Text>{text}</Typography.Text>
                </li>
              ))}
            </ul>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card
            title={t('admin.areas.forRoleTitle', { role: roleName(staff.role) })}
            style={{ height: '100%' }}
            data-testid="area-for-role"
          >
            <Typography.Paragraph style={{ fontSize: 15, margin: 0 }}>
              {t(`admin.areas.${area}.forRole.${staff.role}`)}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
      <Card>
        <Empty
          image={<ClockCircleOutlined className="area-empty-icon" />}
          description={<Typography.Text type="secondary">{t('admin.areas.comingSoon')}</Typography.Text>}
        />
      </Card>
    </Flex>
  );
}
