// The pieces the Configuration lists and their dialogs share: a list read from the API (its failure with a
// retry), the "enabled" and edit columns of a row, the note that changes are audited, the form dialog
// (Save / Cancel) and the order field.
import type { UseQueryResult } from '@tanstack/react-query';
import {
  Button,
  Form,
  InputNumber,
  Modal,
  Switch,
  Table,
  Typography,
  type FormInstance,
  type TableProps,
} from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from './ListError';

/** A list the API answers: its failure with a retry, then the rows (loading until the first answer). */
export function ListTable<T extends object>({
  query,
  rows,
  rowTestId,
  ...table
}: {
  query: UseQueryResult<T[]>;
  /** The rows shown, when not all of the answer (a search). */
  rows?: T[];
  rowTestId: (row: T) => string;
} & Omit<TableProps<T>, 'loading' | 'dataSource' | 'onRow'>) {
  return (
    <>
      {query.isError && <ListError onRetry={() => void query.refetch()} />}
      <Table<T>
        loading={query.isPending}
        dataSource={rows ?? query.data ?? []}
        onRow={(row) => ({ 'data-testid': rowTestId(row) }) as object}
        {...table}
      />
    </>
  );
}

/** The column of a row's "enabled" switch: flipping it saves at once. */
export function enabledColumn<T extends { enabled: boolean }>(
  title: string,
  onChange: (row: T, enabled: boolean) => void,
  options: { width?: number; small?: boolean } = {},
): ColumnType<T> {
  return {
    title,
    dataIndex: 'enabled',
    ...(options.width ? { width: options.width } : {}),
    render: (on: boolean, row) => (
      <EnabledSwitch on={on} small={options.small} onChange={(enabled) => onChange(row, enabled)} />
    ),
  };
}

/** The column of a row's edit button. */
export function editColumn<T>(
  onEdit: (row: T) => void,
  testId: (row: T) => string,
  width?: number,
): ColumnType<T> {
  return {
    key: 'edit',
    ...(width ? { width } : {}),
    render: (_v, row) => <EditButton onClick={() => onEdit(row)} testId={testId(row)} />,
  };
}

/** A dialog around one form: Save submits it (busy while `pending`), Cancel closes. */
export function FormModal<F extends object>({
  title,
  width,
  pending,
  initialValues,
  onFinish,
  onClose,
  testId,
  okTestId,
  form: given,
  children,
}: {
  title: string;
  width?: number;
  pending: boolean;
  initialValues?: Partial<F>;
  onFinish: (values: F) => void;
  onClose: () => void;
  /** The form's `data-testid`. */
  testId: string;
  /** The Save button's `data-testid`, if a test clicks it. */
  okTestId?: string;
  /** The form's instance, when the caller watches its fields (else its own). */
  form?: FormInstance<F>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [own] = Form.useForm<F>();
  const form = given ?? own;
  return (
    <Modal
      open
      width={width}
      title={title}
      okText={t('admin.ops.save')}
      cancelText={t('admin.ops.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
      {...(okTestId ? { okButtonProps: { 'data-testid': okTestId } as Record<string, string> } : {})}
    >
      <Form<F>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        data-testid={testId}
      >
        {children}
      </Form>
    </Modal>
  );
}

/** The place of a row in its list (0 to 100000, whole numbers). */
export function SortField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="sort" label={t('admin.ops.sort')}>
      <InputNumber min={0} max={100000} precision={0} />
    </Form.Item>
  );
}

function EnabledSwitch({
  on,
  onChange,
  small = false,
}: {
  on: boolean;
  onChange: (enabled: boolean) => void;
  small?: boolean | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Switch
      {...(small ? { size: 'small' as const } : {})}
      checked={on}
      aria-label={t('admin.ops.enabled')}
      onChange={onChange}
    />
  );
}

function EditButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button size="small" onClick={onClick} data-testid={testId}>
      {t('admin.ops.edit')}
    </Button>
  );
}

/** Under a list whose changes are written to the audit log. */
export function AuditedNote() {
  const { t } = useTranslation();
  return (
    <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
      {t('admin.ops.audited')}
    </Typography.Paragraph>
  );
}
