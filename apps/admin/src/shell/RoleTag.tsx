import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isStaffRole } from '../access';

const COLORS: Record<string, string> = {
  APPEAL_OFFICER: 'purple',
  CUSTOMER_SERVICE: 'cyan',
  ADMIN: 'gold',
};

/** The translated name of a staff role (an unknown role reads "Unknown role"). */
export function useRoleName(): (role: string) => string {
  const { t } = useTranslation();
  return (role) => t(`admin.roles.${isStaffRole(role) ? role : 'unknown'}`);
}

export function RoleTag({ role, testId }: { role: string; testId?: string }) {
  const roleName = useRoleName();
  return (
    <Tag
      color={COLORS[role] ?? 'default'}
      data-testid={testId}
      data-role={role}
      style={{ marginInlineEnd: 0 }}
    >
      {roleName(role)}
    </Tag>
  );
}
