// /appeals/:appealId: one case. On the left what happened (the appeal, the order, the whole chat, the
// timeline with its hash chain verified); on the right, sticky, what to do (the decision or the pending
// execution) with the evidence and earlier appeals; below, both parties side by side. A skeleton of the
// same frame holds the place while the case loads, so nothing moves when it arrives.
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { isApiError } from '@p2p/contracts/client';
import { Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { canDecideAppeals } from '../../access';
import { useErrorText } from '../../api/useErrorText';
import { useCurrentStaff } from '../../session/staff';
import { LoadFailed } from '../../shell/LoadFailed';
import { DepositsCard } from '../payouts/DepositsCard';
import { OrderPayoutsCard } from '../payouts/OrderPayoutsCard';
import { CaseChat } from './CaseChat';
import { AppealFacts, OrderFacts, PaymentFacts } from './CaseSummary';
import { CaseTimeline } from './CaseTimeline';
import { CaseWork } from './CaseWork';
import { msSince, useNow } from './clock';
import { CompensationPanel } from './CompensationPanel';
import { DecisionPanel } from './DecisionPanel';
import { EvidenceCard, HistoryCard } from './EvidenceCard';
import { EvidenceRequestsCard } from './EvidenceRequestsCard';
import { D, useDeskFormat } from './format';
import { PartyCard } from './PartyCard';
import { StaffMessageBox } from './StaffMessageBox';
import { SlaTag } from './Tags';
import { useAppealCase } from './useAppeals';
import { useOpenNext } from './useClaims';
import './appeals.css';

/** Where "back to the queue" goes: the queue with the filters it was left with. */
export interface CaseLocationState {
  queueSearch?: string;
}

export function AppealCasePage() {
  const { appealId = '' } = useParams();
  const { t } = useTranslation();
  const f = useDeskFormat();
  const now = useNow();
  const staff = useCurrentStaff();
  const errorText = useErrorText();
  const location = useLocation();
  const state = (location.state ?? {}) as CaseLocationState;
  const query = useAppealCase(appealId);
  const { refetch } = query;
  const onStale = useCallback(() => void refetch(), [refetch]);
  const data = query.data;
  const next = useOpenNext(appealId, state.queueSearch ?? '');

  const back = (
    <Link to={`/appeals${state.queueSearch ?? ''}`} data-testid="case-back">
      <ArrowLeftOutlined /> {t(`${D}.case.back`)}
    </Link>
  );

  if (!data) {
    const failure = query.isError && isApiError(query.error) ? errorText(query.error) : null;
    return (
      <Flex vertical gap={16} data-testid="case-page">
        {back}
        {query.isError ? (
          <LoadFailed
            title={t(`${D}.case.loadFailed`)}
            description={failure}
            retryText={t(`${D}.retry`)}
            onRetry={onStale}
            testId="case-failed"
          />
        ) : (
          <Row gutter={[16, 16]} data-testid="case-loading">
            <Col xs={24} xl={16}>
              <Card>
                <Skeleton active paragraph={{ rows: 10 }} />
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <Card>
                <Skeleton active paragraph={{ rows: 6 }} />
              </Card>
            </Col>
          </Row>
        )}
      </Flex>
    );
  }

  const { appeal, order } = data;
  const canDecide = canDecideAppeals(staff.role) && data.canDecide;

  return (
    <Flex vertical gap={16} data-testid="case-page">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex vertical gap={4}>
          {back}
          <Flex align="center" gap={12} wrap>
            <Typography.Title level={3} style={{ margin: 0 }} data-testid="case-heading">
              {t(`${D}.case.heading`, { id: appeal.id })}
            </Typography.Title>
            <SlaTag row={appeal} now={now} testId="case-sla" />
          </Flex>
          <Typography.Text type="secondary" data-testid="case-filed">
            {t(`${D}.case.filed`, {
              time: f.time(appeal.createdAt),
              side: f.side(appeal.initiatorSide),
              age: f.duration(msSince(appeal.createdAt, now)),
            })}
          </Typography.Text>
        </Flex>
        <Button
          icon={<ReloadOutlined spin={query.isFetching} />}
          onClick={onStale}
          data-testid="case-refresh"
        >
          {t(`${D}.case.refresh`)}
        </Button>
      </Flex>
      <Row gutter={[16, 16]} align="top">
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <AppealFacts appeal={appeal} />
            <OrderFacts order={order} />
            <PaymentFacts appealId={appeal.id} order={order} />
            <DepositsCard deposits={data.deposits} />
            <OrderPayoutsCard orderId={order.id} orderStatus={order.status} onChanged={onStale} />
            <CaseChat appealId={appeal.id} chat={data.chat} order={order} />
            <CaseTimeline
              events={data.timeline}
              chainValid={data.chainValid}
              chainBrokenAt={data.chainBrokenAt}
            />
          </Flex>
        </Col>
        <Col xs={24} xl={8} className="desk-side">
          <Flex vertical gap={16}>
            <CaseWork appealCase={data} canAct={canDecide} onStale={onStale} next={next} />
            <DecisionPanel
              key={appeal.id}
              appealCase={data}
              canDecide={canDecide}
              onStale={onStale}
              onOpenNext={next.openNext}
            />
            {canDecide && <CompensationPanel key={`comp-${appeal.id}`} appealCase={data} />}
            {canDecide && <StaffMessageBox key={`msg-${appeal.id}`} appealCase={data} onStale={onStale} />}
            <EvidenceRequestsCard
              key={`req-${appeal.id}`}
              appealCase={data}
              canAsk={canDecide}
              onStale={onStale}
            />
            <EvidenceCard appealId={appeal.id} evidence={appeal.evidence} />
            <HistoryCard history={data.history} />
          </Flex>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        {(['BUYER', 'SELLER'] as const).map((side) => (
          <Col key={side} xs={24} lg={12}>
            <PartyCard
              side={side}
              party={side === 'BUYER' ? data.buyer : data.seller}
              initiator={appeal.initiatorSide === side}
              orderId={order.id}
            />
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
