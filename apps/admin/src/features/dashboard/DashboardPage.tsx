// `/`: who is signed in, their role, the areas they may open, the API's health, the chain watcher's lag
// and the proof of reserves.
import { ArrowRightOutlined, LockOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AREA_PATHS, AREAS, canOpen, isStaffRole } from '../../access';
import { useCurrentStaff } from '../../session/staff';
import { AREA_ICONS, DASHBOARD_ICON } from '../../shell/icons';
import { PageHeading } from '../../shell/PageHeading';
import { RoleTag } from '../../shell/RoleTag';
import { ReservesCard } from '../reserves/ReservesCard';
import { ChainWatchCard } from './ChainWatchCard';
import { HealthCard } from './HealthCard';
import './dashboard.css';

function StaffCard() {
  const { t } = useTranslation();
  const staff = useCurrentStaff();
  return (
    <Card className="staff-card" data-testid="dashboard-staff">
      <Flex align="center" gap={20}>
        <Avatar size={64} className="admin-avatar staff-card-avatar">
          {staff.name.trim().charAt(0).toUpperCase() || '?'}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('admin.dashboard.welcome', { name: staff.name })}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('admin.dashboard.signedInAs', { email: staff.email })}
          </Typography.Text>
          <Flex align="center" gap={8} wrap className="staff-card-role">
            <Typography.Text strong>{t('admin.dashboard.role')}</Typography.Text>
            <RoleTag role={staff.role} testId="dashboard-role" />
            <Typography.Text type="secondary">
              {t(`admin.roleSummary.${isStaffRole(staff.role) ? staff.role : 'unknown'}`)}
            </Typography.Text>
          </Flex>
        </div>
      </Flex>
    </Card>
  );
}

function AreasCard() {
  const { t } = useTranslation();
  const staff = useCurrentStaff();
  const navigate = useNavigate();
  return (
    <Card title={t('admin.dashboard.areasTitle')} data-testid="dashboard-areas">
      <Typography.Paragraph type="secondary">{t('admin.dashboard.areasHint')}</Typography.Paragraph>
      <Row gutter={[12, 12]}>
        {AREAS.map((area) => {
          const allowed = canOpen(staff.role, area);
          return (
            <Col key={area} span={24}>
              <div
                className={`area-tile${allowed ? '' : ' area-tile-locked'}`}
                data-testid={`dashboard-area-${area}`}
                data-allowed={allowed}
              >
                <span className="area-tile-icon">{AREA_ICONS[area]}</span>
                <div className="area-tile-body">
                  <Typography.Text strong>{t(`admin.nav.${area}`)}</Typography.Text>
                  <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                    {t(`admin.areas.${area}.description`)}
                  </Typography.Paragraph>
                </div>
                {allowed ? (
                  <Button
                    type="primary"
                    ghost
                    size="small"
                    icon={<ArrowRightOutlined />}
                    iconPlacement="end"
                    onClick={() => void navigate(AREA_PATHS[area])}
                  >
                    {t('admin.dashboard.open')}
                  </Button>
                ) : (
                  <Tag icon={<LockOutlined />}>{t('admin.dashboard.locked')}</Tag>
                )}
              </div>
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={24} data-testid="dashboard-page">
      <PageHeading icon={DASHBOARD_ICON} title={t('admin.nav.dashboard')} />
      <StaffCard />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={16}>
          <AreasCard />
        </Col>
        <Col xs={24} xl={8}>
          <HealthCard />
        </Col>
      </Row>
      <ChainWatchCard />
      <ReservesCard />
    </Flex>
  );
}
