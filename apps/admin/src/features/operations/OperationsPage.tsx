// `/operations`: the maintenance window, the job queues' dashboard and the proof of reserves (issue 13).
import { ClusterOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openQueueSession, QUEUE_DASHBOARD_URL } from '../../api/operations';
import { AreaHeading } from '../../shell/PageHeading';
import { ReservesCard } from '../reserves/ReservesCard';
import { MaintenanceCard } from './MaintenanceCard';
import './operations.css';

function QueuesCard() {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [opening, setOpening] = useState(false);
  const open = async () => {
    // The tab is opened at once (a pop-up blocker allows it only within the click), then pointed at the board.
    const tab = window.open('about:blank', '_blank');
    setOpening(true);
    setFailed(false);
    try {
      await openQueueSession();
      if (tab) {
        tab.opener = null;
        tab.location.href = QUEUE_DASHBOARD_URL;
      }
    } catch {
      tab?.close();
      setFailed(true);
    } finally {
      setOpening(false);
    }
  };
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <ClusterOutlined />
          {t('admin.ops.queues.title')}
        </Flex>
      }
      data-testid="queues-card"
    >
      <Typography.Paragraph type="secondary">{t('admin.ops.queues.hint')}</Typography.Paragraph>
      <Button
        icon={<ExportOutlined />}
        onClick={() => void open()}
        loading={opening}
        data-testid="queues-open"
      >
        {t('admin.ops.queues.open')}
      </Button>
      {failed && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={t('admin.ops.queues.failed')}
          data-testid="queues-failed"
        />
      )}
    </Card>
  );
}

export function OperationsPage() {
  return (
    <Flex vertical gap={24} data-testid="area-operations">
      <AreaHeading area="operations" />
      <MaintenanceCard />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={8}>
          <QueuesCard />
        </Col>
        <Col xs={24} xl={16}>
          <ReservesCard />
        </Col>
      </Row>
    </Flex>
  );
}
