// /staff (issue 25, administrators only): the staff accounts paged on the server, with each one's role,
// state, second factor and last sign-in; "Add staff", and per account a new role, deactivation or
// activation and a second-factor reset, each with a reason (in the staff audit log).
import { PlusOutlined } from '@ant-design/icons';
import type { StaffMemberDto } from '@p2p/contracts';
import { Button, Card, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentStaff } from '../../session/staff';
import { LoadFailed } from '../../shell/LoadFailed';
import { AreaHeading } from '../../shell/PageHeading';
import { RoleTag } from '../../shell/RoleTag';
import { serverPaging } from '../../shell/serverPaging';
import { formatInstant } from '../operations/time';
import { AddStaffModal } from './AddStaffModal';
import { StaffActions } from './StaffActions';
import { useStaffPage } from './useStaffAdmin';

const P = 'admin.staffAdmin';
export const STAFF_PAGE_SIZES = [20, 50, 100] as const;

function useColumns(selfId: string): TableColumnsType<StaffMemberDto> {
  const { t, i18n } = useTranslation();
  return [
    { title: t(`${P}.name`), dataIndex: 'name' },
    { title: t(`${P}.email`), dataIndex: 'email' },
    {
      title: t(`${P}.role`),
      dataIndex: 'role',
      render: (role: string, row) => <RoleTag role={role} testId={`staff-role-${row.id}`} />,
    },
    {
      title: t(`${P}.status`),
      dataIndex: 'active',
      render: (active: boolean, row) => (
        <Tag color={active ? 'green' : 'default'} data-testid={`staff-status-${row.id}`}>
          {t(`${P}.${active ? 'active' : 'inactive'}`)}
        </Tag>
      ),
    },
    {
      title: t(`${P}.secondFactor`),
      dataIndex: 'secondFactor',
      render: (enrolled: boolean, row) => (
        <Tag color={enrolled ? 'blue' : 'orange'} data-testid={`staff-2fa-${row.id}`}>
          {t(`${P}.${enrolled ? 'enrolled' : 'notEnrolled'}`)}
        </Tag>
      ),
    },
    {
      title: t(`${P}.lastLogin`),
      dataIndex: 'lastLoginAt',
      render: (at: string | null, row) => (
        <span data-testid={`staff-login-${row.id}`}>
          {at === null ? t(`${P}.never`) : formatInstant(at, i18n.language)}
        </span>
      ),
    },
    {
      title: t(`${P}.created`),
      dataIndex: 'createdAt',
      render: (at: string) => formatInstant(at, i18n.language),
    },
    {
      title: t(`${P}.actions`),
      key: 'actions',
      render: (_, row) => <StaffActions member={row} self={row.id === selfId} />,
    },
  ];
}

export function StaffPage() {
  const { t } = useTranslation();
  const me = useCurrentStaff();
  const [page, setPage] = useState({ pageNo: 1, pageSize: STAFF_PAGE_SIZES[0] as number });
  const [adding, setAdding] = useState(false);
  const list = useStaffPage(page);
  const columns = useColumns(me.id);
  return (
    <Flex vertical gap={24} data-testid="staff-page">
      <Flex justify="space-between" align="center" gap={16} wrap>
        <AreaHeading area="staff" />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setAdding(true)}
          data-testid="staff-add"
        >
          {t(`${P}.add`)}
        </Button>
      </Flex>
      <Card>
        {list.isError && (
          <LoadFailed
            title={t(`${P}.loadFailed`)}
            retryText={t(`${P}.retry`)}
            onRetry={() => void list.refetch()}
            spaced
            testId="staff-failed"
          />
        )}
        <Table<StaffMemberDto>
          rowKey="id"
          size="middle"
          columns={columns}
          scroll={{ x: true }}
          {...serverPaging(list, {
            page: page.pageNo,
            size: page.pageSize,
            sizes: STAFF_PAGE_SIZES,
            emptyText: t(`${P}.empty`),
            showTotal: (total) => t(`${P}.total`, { count: total }),
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          })}
          onRow={(row) => ({ 'data-testid': `staff-row-${row.id}` }) as HTMLAttributes<HTMLElement>}
          data-testid="staff-table"
        />
      </Card>
      {adding && <AddStaffModal onClose={() => setAdding(false)} />}
    </Flex>
  );
}
