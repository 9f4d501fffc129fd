// One document: its settings (shown to traders, kind, order) and, per language (the 10 interface
// languages), the title and the Markdown with a live preview. A language without its own text starts
// from the English one, which traders see until it is saved.
import {
  CONTENT_LANGUAGES,
  DOCUMENT_KINDS,
  FALLBACK_CONTENT_LANGUAGE,
  type ContentLanguage,
  type DocumentKind,
  type OpsDocumentDto,
} from '@p2p/contracts';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  Row,
  Segmented,
  Select,
  Switch,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortField } from './configParts';
import { changedFields } from './forms';
import { Markdown } from './Markdown';
import { useSaveDocumentContent, useUpdateDocument } from './useOperations';

interface TextForm {
  title: string;
  content: string;
}

function SettingsForm({ doc }: { doc: OpsDocumentDto }) {
  const { t } = useTranslation();
  const update = useUpdateDocument();
  const [form] = Form.useForm<{ enabled: boolean; kind: DocumentKind; sort: number }>();
  useEffect(() => form.setFieldsValue(doc), [form, doc]);
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={doc}
      onFinish={(v) => {
        const body = changedFields(doc, { enabled: v.enabled, kind: v.kind, sort: v.sort });
        if (Object.keys(body).length > 0) update.mutate({ id: doc.id, body });
      }}
      data-testid="document-settings"
    >
      <Form.Item name="enabled" label={t('admin.ops.documents.visible')} valuePropName="checked">
        <Switch data-testid="document-enabled" />
      </Form.Item>
      <Form.Item name="kind" label={t('admin.ops.documents.kind')}>
        <Select
          style={{ width: 180 }}
          options={DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`admin.ops.documents.kinds.${k}`) }))}
        />
      </Form.Item>
      <SortField />
      <Form.Item>
        <Button htmlType="submit" loading={update.isPending} data-testid="document-settings-save">
          {t('admin.ops.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}

export function DocumentEditor({ doc }: { doc: OpsDocumentDto }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<ContentLanguage>(FALLBACK_CONTENT_LANGUAGE);
  const save = useSaveDocumentContent(doc.id);
  const [form] = Form.useForm<TextForm>();
  const own = doc.contents.find((c) => c.language === language) ?? null;
  const fallback = doc.contents.find((c) => c.language === FALLBACK_CONTENT_LANGUAGE) ?? null;
  const start = own ?? fallback;
  const [draft, setDraft] = useState(start?.content ?? '');

  useEffect(() => {
    form.setFieldsValue({ title: start?.title ?? '', content: start?.content ?? '' });
    setDraft(start?.content ?? '');
    // The form follows the chosen language and the saved text, not every render.
  }, [form, language, doc.id, start?.title, start?.content]);

  const have = new Set(doc.contents.map((c) => c.language));
  const languageName = (lang: ContentLanguage) => t(`admin.ops.languageNames.${lang}`);
  return (
    <Card
      title={
        <Flex gap={8} align="baseline" wrap>
          <span>{fallback?.title ?? doc.slug}</span>
          <Typography.Text type="secondary" code>
            {doc.slug}
          </Typography.Text>
        </Flex>
      }
      data-testid="document-editor"
    >
      <Typography.Title level={5}>{t('admin.ops.documents.settings')}</Typography.Title>
      <SettingsForm doc={doc} />
      <Flex gap={12} align="center" wrap style={{ margin: '24px 0 12px' }}>
        <Typography.Text strong>{t('admin.ops.documents.language')}</Typography.Text>
        <Segmented<ContentLanguage>
          value={language}
          onChange={setLanguage}
          data-testid="document-language"
          options={CONTENT_LANGUAGES.map((lang) => ({
            value: lang,
            label: (
              <span
                className={have.has(lang) ? undefined : 'ops-missing-lang'}
                data-testid={`language-${lang}`}
              >
                {languageName(lang)}
                {have.has(lang) ? ' ✓' : ''}
              </span>
            ),
          }))}
        />
      </Flex>
      {!own && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('admin.ops.documents.missing')}
          description={t('admin.ops.documents.fallbackShown')}
          data-testid="document-missing"
        />
      )}
      <Form<TextForm>
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate({ language, body: { title: v.title.trim(), content: v.content } })}
        onValuesChange={(_changed, all) => setDraft(all.content ?? '')}
        data-testid="document-text"
      >
        <Form.Item
          name="title"
          label={t('admin.ops.documents.docTitle')}
          rules={[{ required: true, whitespace: true, message: t('admin.ops.documents.titleRequired') }]}
        >
          <Input maxLength={200} data-testid="document-title" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} xl={12}>
            <Form.Item
              name="content"
              label={t('admin.ops.documents.content')}
              className="ops-editor"
              rules={[
                { required: true, whitespace: true, message: t('admin.ops.documents.contentRequired') },
              ]}
            >
              <Input.TextArea autoSize={{ minRows: 14, maxRows: 28 }} data-testid="document-content" />
            </Form.Item>
          </Col>
          <Col xs={24} xl={12}>
            <Typography.Text strong>{t('admin.ops.documents.preview')}</Typography.Text>
            {draft.trim() ? (
              <Markdown source={draft} testId="document-preview" />
            ) : (
              <div className="ops-markdown" data-testid="document-preview">
                <Typography.Text type="secondary">{t('admin.ops.documents.previewEmpty')}</Typography.Text>
              </div>
            )}
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="document-save">
          {t('admin.ops.documents.saveLanguage', { language: languageName(language) })}
        </Button>
      </Form>
    </Card>
  );
}
