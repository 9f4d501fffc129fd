// A staff account's changes, each behind a confirmation with the administrator's reason (support's
// ReasonModal): a new role, deactivation or activation, and resetting the second factor. One's own
// account shows no changes (the API refuses them: 5071).
import { STAFF_ROLES, type StaffMemberDto, type StaffRole } from '@p2p/contracts';
import { Button, Flex, Select, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../../shell/RoleTag';
import { ReasonModal } from '../support/ReasonModal';
import { type StaffChangeKind, useStaffChangeOf } from './useStaffAdmin';

const P = 'admin.staffAdmin';

function ChangeModal({
  member,
  kind,
  onClose,
}: {
  member: StaffMemberDto;
  kind: StaffChangeKind;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const change = useStaffChangeOf(kind);
  const others = STAFF_ROLES.filter((r) => r !== member.role);
  const [role, setRole] = useState<StaffRole>(others[0]!);
  return (
    <ReasonModal
      title={t(`${P}.${kind}.title`, { name: member.name })}
      okText={t(`${P}.${kind}.submit`)}
      danger={kind === 'deactivate' || kind === 'reset'}
      pending={change.isPending}
      onClose={onClose}
      onSubmit={(reason) => change.mutate({ id: member.id, reason, role }, { onSuccess: onClose })}
    >
      <span data-testid="staff-change-hint">{t(`${P}.${kind}.hint`)}</span>
      {kind === 'roleChange' && (
        <Flex vertical gap={4} style={{ marginTop: 12 }}>
          <Typography.Text>{t(`${P}.roleChange.newRole`)}</Typography.Text>
          <Select<StaffRole>
            value={role}
            onChange={setRole}
            options={others.map((r) => ({ value: r, label: roleName(r) }))}
            data-testid="staff-role-select"
          />
        </Flex>
      )}
    </ReasonModal>
  );
}

export function StaffActions({ member, self }: { member: StaffMemberDto; self: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<StaffChangeKind | null>(null);
  if (self) {
    return (
      <Tooltip title={t(`${P}.self`)}>
        <Typography.Text type="secondary" data-testid={`staff-self-${member.id}`}>
          {t(`${P}.you`)}
        </Typography.Text>
      </Tooltip>
    );
  }
  const button = (kind: StaffChangeKind, danger = false) => (
    <Button
      size="small"
      danger={danger}
      onClick={() => setOpen(kind)}
      data-testid={`staff-${kind}-${member.id}`}
    >
      {t(`${P}.${kind}.action`)}
    </Button>
  );
  return (
    <Flex gap={8} wrap>
      {button('roleChange')}
      {member.active ? button('deactivate', true) : button('activate')}
      {member.secondFactor && button('reset', true)}
      {open && <ChangeModal member={member} kind={open} onClose={() => setOpen(null)} />}
    </Flex>
  );
}
