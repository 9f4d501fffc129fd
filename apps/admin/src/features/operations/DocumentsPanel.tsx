// Documents: the list (kind, slug, English title, languages written, shown or not), a new document with
// its English text, and the editor of the chosen one.
import { PlusOutlined } from '@ant-design/icons';
import {
  DOCUMENT_KINDS,
  DOCUMENT_SLUG_PATTERN,
  type CreateOpsDocumentDto,
  type OpsDocumentSummaryDto,
} from '@p2p/contracts';
import { Button, Card, Flex, Form, Input, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from './configParts';
import { DocumentEditor } from './DocumentEditor';
import { ListError } from './ListError';
import { useCreateDocument, useDocument, useDocuments } from './useOperations';

function CreateModal({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateDocument();
  return (
    <FormModal<CreateOpsDocumentDto>
      width={640}
      title={t('admin.ops.documents.createTitle')}
      pending={create.isPending}
      initialValues={{ kind: 'HELP' }}
      onFinish={(v) =>
        create.mutate(
          { slug: v.slug.trim(), kind: v.kind, title: v.title.trim(), content: v.content },
          { onSuccess: (doc) => onCreated(doc.id) },
        )
      }
      onClose={onClose}
      testId="document-create-form"
    >
      <Form.Item
        name="slug"
        label={t('admin.ops.documents.slug')}
        rules={[
          { required: true, pattern: DOCUMENT_SLUG_PATTERN, message: t('admin.ops.documents.slugInvalid') },
        ]}
      >
        <Input maxLength={64} data-testid="document-create-slug" />
      </Form.Item>
      <Form.Item name="kind" label={t('admin.ops.documents.kind')}>
        <Select
          options={DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`admin.ops.documents.kinds.${k}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('admin.ops.documents.docTitle')}
        rules={[{ required: true, whitespace: true, message: t('admin.ops.documents.titleRequired') }]}
      >
        <Input maxLength={200} data-testid="document-create-title" />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('admin.ops.documents.content')}
        rules={[{ required: true, whitespace: true, message: t('admin.ops.documents.contentRequired') }]}
      >
        <Input.TextArea autoSize={{ minRows: 6 }} data-testid="document-create-content" />
      </Form.Item>
    </FormModal>
  );
}

function SelectedDocument({ id }: { id: string }) {
  const doc = useDocument(id);
  if (doc.isError) return <ListError onRetry={() => void doc.refetch()} />;
  if (!doc.data) return <Card loading />;
  return <DocumentEditor key={doc.data.id} doc={doc.data} />;
}

export function DocumentsPanel() {
  const { t } = useTranslation();
  const documents = useDocuments();
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <Flex vertical gap={24}>
      <Card
        title={t('admin.ops.documents.title')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            data-testid="document-new"
          >
            {t('admin.ops.documents.create')}
          </Button>
        }
        data-testid="documents-card"
      >
        <Typography.Paragraph type="secondary">{t('admin.ops.documents.hint')}</Typography.Paragraph>
        {documents.isError && <ListError onRetry={() => void documents.refetch()} />}
        <Table<OpsDocumentSummaryDto>
          rowKey="id"
          size="middle"
          loading={documents.isPending}
          dataSource={documents.data ?? []}
          pagination={false}
          rowClassName={(row) => (row.id === selected ? 'ant-table-row-selected' : '')}
          onRow={(row) =>
            ({ onClick: () => setSelected(row.id), 'data-testid': `document-${row.id}` }) as object
          }
          columns={[
            {
              title: t('admin.ops.documents.kind'),
              dataIndex: 'kind',
              render: (k: string) => t(`admin.ops.documents.kinds.${k}`),
            },
            {
              title: t('admin.ops.documents.docTitle'),
              dataIndex: 'title',
              render: (v: string) => <b>{v}</b>,
            },
            {
              title: t('admin.ops.documents.slug'),
              dataIndex: 'slug',
              render: (v: string) => <code>{v}</code>,
            },
            {
              title: t('admin.ops.documents.languages'),
              dataIndex: 'languages',
              render: (langs: string[]) => (
                <Flex gap={4} wrap>
                  {langs.map((l) => (
                    <Tag key={l}>{l}</Tag>
                  ))}
                </Flex>
              ),
            },
            {
              title: t('admin.ops.documents.visible'),
              dataIndex: 'enabled',
              render: (on: boolean) => (
                <Tag color={on ? 'green' : 'default'}>
                  {on ? t('admin.ops.enabled') : t('admin.ops.disabled')}
                </Tag>
              ),
            },
          ]}
        />
      </Card>
      {selected ? (
        <SelectedDocument id={selected} />
      ) : (
        <Typography.Text type="secondary">{t('admin.ops.documents.select')}</Typography.Text>
      )}
      {creating && (
        <CreateModal
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            setSelected(id);
          }}
        />
      )}
    </Flex>
  );
}
