// The case's holder (issue 25): who works on it (you, a colleague, nobody) and, for the roles that decide,
// Claim, Release and Hand over to… (an active appeal officer or admin from the API's list). Only the
// holder or an admin releases or hands over; an admin takes a colleague's case by handing it to
// themselves. A colleague's claim made meanwhile (5065) is named and the case read again.
import { QuestionOutlined, StepForwardOutlined } from '@ant-design/icons';
import { StaffRole, type AdminAppealCaseDto } from '@p2p/contracts';
import { isApiError } from '@p2p/contracts/client';
import { App, Button, Card, Flex, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../api/useErrorText';
import { useCurrentStaff } from '../../session/staff';
import { D, useDeskFormat } from './format';
import {
  APPEAL_HELD,
  type HeldBy,
  useClaimAppeal,
  useDeciders,
  useHandOverAppeal,
  useReleaseAppeal,
} from './useClaims';

export type HolderState = 'unclaimed' | 'mine' | 'other';

export function holderState(holderId: string | null, myId: string): HolderState {
  if (holderId === null) return 'unclaimed';
  return holderId === myId ? 'mine' : 'other';
}

/** Claiming the case, with what a refusal says; also the `c` shortcut's action. */
export function useClaimAction(appealCase: AdminAppealCaseDto, onStale: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const claim = useClaimAppeal(appealCase.appeal.id);
  const refused = (error: unknown) => {
    if (isApiError(error) && error.code === APPEAL_HELD) {
      const held = error.data as HeldBy | null;
      const name = held?.holderName ?? t(`${D}.claims.unknownName`);
      void message.warning(t(`${D}.claims.heldBy`, { name }));
      onStale();
      return;
    }
    const text = isApiError(error) ? errorText(error) : null;
    if (text) void message.error(text);
  };
  const run = async () => {
    try {
      await claim.mutateAsync();
      void message.success(t(`${D}.claims.claimed`));
    } catch (error) {
      refused(error);
    }
  };
  return { run, pending: claim.isPending, refused };
}

export function ClaimBar({
  appealCase,
  canAct,
  onStale,
  onNext,
  nextBusy,
  onHelp,
}: {
  appealCase: AdminAppealCaseDto;
  /** The role may decide (and so claim) and the API agrees. */
  canAct: boolean;
  onStale(): void;
  onNext(): void;
  nextBusy: boolean;
  onHelp(): void;
}) {
  const { t } = useTranslation();
  const f = useDeskFormat();
  const { message } = App.useApp();
  const me = useCurrentStaff();
  const { appeal } = appealCase;
  const state = holderState(appeal.holderId, me.id);
  const admin = me.role === StaffRole.ADMIN;
  const claim = useClaimAction(appealCase, onStale);
  const release = useReleaseAppeal(appeal.id);
  const handover = useHandOverAppeal(appeal.id);
  const [picking, setPicking] = useState(false);
  const [target, setTarget] = useState<string | undefined>();
  const deciders = useDeciders(picking);
  const open = appeal.stage === 'OPEN';
  const mayMove = canAct && open && (state === 'mine' || admin);

  const since = appeal.claimedAt ? f.time(appeal.claimedAt) : '';
  const holderText =
    state === 'unclaimed'
      ? t(`${D}.claims.unclaimed`)
      : state === 'mine'
        ? t(`${D}.claims.mine`, { time: since })
        : t(`${D}.claims.other`, { name: appeal.holderName ?? t(`${D}.claims.unknownName`), time: since });

  const doRelease = async () => {
    try {
      await release.mutateAsync();
      void message.success(t(`${D}.claims.released`));
    } catch (error) {
      claim.refused(error);
    }
  };

  const doHandover = async () => {
    if (!target) return;
    try {
      const res = await handover.mutateAsync(target);
      void message.success(t(`${D}.claims.handedOver`, { name: res.holderName ?? '' }));
      setPicking(false);
      setTarget(undefined);
    } catch (error) {
      claim.refused(error);
    }
  };

  return (
    <Card size="small" data-testid="claim-bar">
      <Flex vertical gap={10}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Space size={8} wrap>
            <Typography.Text strong>{t(`${D}.claims.title`)}</Typography.Text>
            <Tag
              color={state === 'mine' ? 'blue' : state === 'other' ? 'orange' : 'default'}
              data-testid="claim-holder"
              data-state={state}
              className="desk-claim-holder"
            >
              {holderText}
            </Tag>
          </Space>
          <Space size={4}>
            {canAct && (
              <Button
                size="small"
                icon={<StepForwardOutlined />}
                loading={nextBusy}
                onClick={onNext}
                data-testid="case-next"
              >
                {t(`${D}.claims.next`)}
              </Button>
            )}
            <Button
              size="small"
              icon={<QuestionOutlined />}
              aria-label={t(`${D}.claims.shortcuts.open`)}
              title={t(`${D}.claims.shortcuts.open`)}
              onClick={onHelp}
              data-testid="shortcuts-open"
            />
          </Space>
        </Flex>
        {canAct && open && (
          <Flex gap={8} wrap>
            {state !== 'mine' && (
              <Button
                type={state === 'unclaimed' ? 'primary' : 'default'}
                disabled={state === 'other'}
                loading={claim.pending}
                onClick={() => void claim.run()}
                data-testid="claim-take"
              >
                {t(`${D}.claims.claim`)}
              </Button>
            )}
            {mayMove && state !== 'unclaimed' && (
              <Button
                loading={release.isPending}
                onClick={() => void doRelease()}
                data-testid="claim-release"
              >
                {t(`${D}.claims.release`)}
              </Button>
            )}
            {mayMove && !picking && (
              <Button onClick={() => setPicking(true)} data-testid="claim-handover">
                {t(`${D}.claims.handover`)}
              </Button>
            )}
          </Flex>
        )}
        {canAct && open && state === 'other' && (
          <Typography.Text type="secondary" className="desk-small" data-testid="claim-other-hint">
            {t(`${D}.claims.otherDecides`, { name: appeal.holderName ?? t(`${D}.claims.unknownName`) })}
          </Typography.Text>
        )}
        {mayMove && picking && (
          <Space.Compact style={{ width: '100%' }}>
            <Select<string>
              showSearch
              optionFilterProp="label"
              style={{ flex: 1, minWidth: 0 }}
              placeholder={t(`${D}.claims.handoverPick`)}
              loading={deciders.isPending}
              value={target}
              onChange={setTarget}
              options={(deciders.data ?? [])
                .filter((d) => d.id !== appeal.holderId)
                .map((d) => ({
                  value: d.id,
                  label: d.id === me.id ? `${d.name} (${t(`${D}.claims.you`)})` : d.name,
                }))}
              data-testid="claim-handover-select"
            />
            <Button
              type="primary"
              disabled={!target}
              loading={handover.isPending}
              onClick={() => void doHandover()}
              data-testid="claim-handover-confirm"
            >
              {t(`${D}.claims.handoverConfirm`)}
            </Button>
            <Button onClick={() => setPicking(false)} data-testid="claim-handover-cancel">
              {t(`${D}.claims.handoverCancel`)}
            </Button>
          </Space.Compact>
        )}
      </Flex>
    </Card>
  );
}
