// "Add staff": email, name, role and an initial password (the API's rules: 12 to 128 characters); the
// member sets up two-step verification at the first sign-in.
import {
  EMAIL_MAX_LENGTH,
  STAFF_NAME_MAX_LENGTH,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  type CreateStaffDto,
  type StaffRole,
} from '@p2p/contracts';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../../shell/RoleTag';
import { useCreateStaff } from './useStaffAdmin';

const P = 'admin.staffAdmin';

export function AddStaffModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const create = useCreateStaff();
  const [form] = Form.useForm<CreateStaffDto>();
  const submit = (v: CreateStaffDto) =>
    create.mutate(
      { email: v.email.trim(), name: v.name.trim(), role: v.role, password: v.password },
      { onSuccess: onClose },
    );
  return (
    <Modal
      open
      title={t(`${P}.create.title`)}
      okText={t(`${P}.create.submit`)}
      cancelText={t(`${P}.create.cancel`)}
      okButtonProps={{ 'data-testid': 'staff-create-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t(`${P}.create.hint`)} />
      <Form<CreateStaffDto>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ role: 'CUSTOMER_SERVICE' satisfies StaffRole }}
        data-testid="staff-create-form"
      >
        <Form.Item
          name="email"
          label={t(`${P}.email`)}
          rules={[
            { required: true, type: 'email', whitespace: true, message: t(`${P}.create.emailInvalid`) },
            { max: EMAIL_MAX_LENGTH, message: t(`${P}.create.emailInvalid`) },
          ]}
        >
          <Input autoComplete="off" autoFocus data-testid="staff-create-email" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t(`${P}.name`)}
          rules={[
            { required: true, whitespace: true, message: t(`${P}.create.nameRequired`) },
            { max: STAFF_NAME_MAX_LENGTH, message: t(`${P}.create.nameRequired`) },
          ]}
        >
          <Input maxLength={STAFF_NAME_MAX_LENGTH} data-testid="staff-create-name" />
        </Form.Item>
        <Form.Item name="role" label={t(`${P}.role`)} rules={[{ required: true }]}>
          <Select<StaffRole>
            options={STAFF_ROLES.map((role) => ({ value: role, label: roleName(role) }))}
            data-testid="staff-create-role"
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t(`${P}.create.password`)}
          extra={t(`${P}.create.passwordRule`)}
          rules={[
            { required: true, message: t(`${P}.create.passwordRule`) },
            { min: STAFF_PASSWORD_MIN_LENGTH, message: t(`${P}.create.passwordRule`) },
            { max: STAFF_PASSWORD_MAX_LENGTH, message: t(`${P}.create.passwordRule`) },
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="staff-create-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
