// An audit row's recorded facts: the row before and after, field by field (changed fields marked), and the
// rest of what was recorded.
import { Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { auditDetails, type DiffLine } from './diff';

const A = 'admin.audit';

export function AuditDiff({ id, data }: { id: string; data: string | null }) {
  const { t } = useTranslation();
  const { lines, details } = auditDetails(data);
  return (
    <Flex vertical gap={12} data-testid={`audit-diff-${id}`}>
      {lines && (
        <Table<DiffLine>
          rowKey={(line) => line.field || '-'}
          size="small"
          pagination={false}
          dataSource={lines}
          rowClassName={(line) => (line.changed ? 'audit-changed' : '')}
          columns={[
            {
              title: t(`${A}.field`),
              dataIndex: 'field',
              render: (field: string, line) => (
                <Flex gap={8} align="center">
                  <Typography.Text code>{field || t(`${A}.value`)}</Typography.Text>
                  {line.changed && <Tag color="orange">{t(`${A}.changed`)}</Tag>}
                </Flex>
              ),
            },
            {
              title: t(`${A}.before`),
              dataIndex: 'before',
              render: (v: string) => <span className="audit-value">{v}</span>,
            },
            {
              title: t(`${A}.after`),
              dataIndex: 'after',
              render: (v: string) => <span className="audit-value">{v}</span>,
            },
          ]}
          data-testid={`audit-lines-${id}`}
        />
      )}
      {details ? (
        <div>
          <Typography.Text strong>{t(`${A}.details`)}</Typography.Text>
          <pre className="audit-details" data-testid={`audit-details-${id}`}>
            {details}
          </pre>
        </div>
      ) : (
        !lines && <Typography.Text type="secondary">{t(`${A}.noDetails`)}</Typography.Text>
      )}
    </Flex>
  );
}
