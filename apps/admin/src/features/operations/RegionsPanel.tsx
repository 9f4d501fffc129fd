// Countries and regions (fiat trading and its currency, name, order) and the dictionary (texts per
// dictionary language, enabled or not).
import {
  DICT_LANGUAGES,
  FIAT_CURRENCY_PATTERN,
  type OpsCountryDto,
  type OpsDictEntryDto,
  type OpsDictLanguage,
} from '@p2p/contracts';
import { Button, Card, Flex, Form, Input, InputNumber, Modal, Select, Switch, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changedFields } from './forms';
import { ListError } from './ListError';
import { useCountries, useDict, useUpdateCountry, useUpdateDict } from './useOperations';

interface CountryForm {
  name: string;
  fiatEnabled: boolean;
  fiatCurrency?: string;
  sort: number;
}

function CountryModal({ country, onClose }: { country: OpsCountryDto; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCountry();
  const [form] = Form.useForm<CountryForm>();
  const submit = (v: CountryForm) => {
    const currency = v.fiatCurrency?.trim().toUpperCase() || null;
    const body = changedFields(country, {
      name: v.name.trim(),
      fiatEnabled: v.fiatEnabled,
      fiatCurrency: currency,
      sort: v.sort,
    });
    if (Object.keys(body).length === 0) return onClose();
    update.mutate({ code: country.code, body }, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      title={t('admin.ops.countries.editTitle', { name: country.name })}
      okText={t('admin.ops.save')}
      cancelText={t('admin.ops.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
    >
      <Form<CountryForm>
        form={form}
        layout="vertical"
        initialValues={{ ...country, fiatCurrency: country.fiatCurrency ?? undefined }}
        onFinish={submit}
        data-testid="country-form"
      >
        <Form.Item
          name="name"
          label={t('admin.ops.countries.name')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="fiatEnabled" label={t('admin.ops.countries.fiat')} valuePropName="checked">
          <Switch data-testid="country-fiat" />
        </Form.Item>
        <Form.Item
          name="fiatCurrency"
          label={t('admin.ops.countries.currency')}
          dependencies={['fiatEnabled']}
          rules={[
            ({ getFieldValue }) => ({
              validator(_r, value?: string) {
                const text = value?.trim().toUpperCase() ?? '';
                if (text && !FIAT_CURRENCY_PATTERN.test(text))
                  return Promise.reject(new Error(t('admin.ops.countries.currencyInvalid')));
                if (!text && getFieldValue('fiatEnabled') === true)
                  return Promise.reject(new Error(t('admin.ops.countries.currencyRequired')));
                return Promise.resolve();
              },
            }),
          ]}
        >
          <Input maxLength={3} style={{ width: 120 }} data-testid="country-currency" />
        </Form.Item>
        <Form.Item name="sort" label={t('admin.ops.sort')}>
          <InputNumber min={0} max={100000} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function DictModal({ entry, onClose }: { entry: OpsDictEntryDto; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateDict();
  const [form] = Form.useForm<{ label: string; value?: string; sort: number }>();
  const submit = (v: { label: string; value?: string; sort: number }) => {
    const body = changedFields(entry, {
      label: v.label.trim(),
      value: v.value?.trim() || null,
      sort: v.sort,
    });
    if (Object.keys(body).length === 0) return onClose();
    update.mutate({ id: entry.id, body }, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      title={t('admin.ops.dict.editTitle', { type: entry.type, code: entry.code })}
      okText={t('admin.ops.save')}
      cancelText={t('admin.ops.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ...entry, value: entry.value ?? undefined }}
        onFinish={submit}
        data-testid="dict-form"
      >
        <Form.Item
          name="label"
          label={t('admin.ops.dict.label')}
          rules={[{ required: true, whitespace: true, message: t('admin.ops.dict.labelRequired') }]}
        >
          <Input.TextArea autoSize maxLength={500} data-testid="dict-label" />
        </Form.Item>
        <Form.Item name="value" label={t('admin.ops.dict.value')}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="sort" label={t('admin.ops.sort')}>
          <InputNumber min={0} max={100000} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function CountriesCard() {
  const { t } = useTranslation();
  const countries = useCountries();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<OpsCountryDto | null>(null);
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    const all = countries.data ?? [];
    return q ? all.filter((c) => `${c.code} ${c.abb2} ${c.name}`.toLowerCase().includes(q)) : all;
  }, [countries.data, search]);
  return (
    <Card
      title={t('admin.ops.countries.title')}
      extra={
        <Input.Search
          allowClear
          placeholder={t('admin.ops.countries.search')}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 260 }}
          data-testid="countries-search"
        />
      }
      data-testid="countries-card"
    >
      {countries.isError && <ListError onRetry={() => void countries.refetch()} />}
      <Table<OpsCountryDto>
        rowKey="code"
        size="small"
        loading={countries.isPending}
        dataSource={shown}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        onRow={(row) => ({ 'data-testid': `country-${row.code}` }) as object}
        columns={[
          { title: t('admin.ops.countries.code'), dataIndex: 'code', width: 90 },
          { title: t('admin.ops.countries.flag'), dataIndex: 'abb2', width: 70 },
          { title: t('admin.ops.countries.name'), dataIndex: 'name' },
          {
            title: t('admin.ops.countries.fiat'),
            key: 'fiat',
            render: (_v, c) =>
              c.fiatEnabled ? `${t('admin.ops.yes')} (${c.fiatCurrency ?? '—'})` : t('admin.ops.no'),
          },
          { title: t('admin.ops.sort'), dataIndex: 'sort', width: 90 },
          {
            key: 'edit',
            width: 90,
            render: (_v, c) => (
              <Button size="small" onClick={() => setEditing(c)} data-testid={`edit-country-${c.code}`}>
                {t('admin.ops.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing && <CountryModal country={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function DictCard() {
  const { t } = useTranslation();
  const [type, setType] = useState('');
  const [language, setLanguage] = useState<OpsDictLanguage | ''>('');
  const dict = useDict(type, language);
  const all = useDict('', '');
  const update = useUpdateDict();
  const [editing, setEditing] = useState<OpsDictEntryDto | null>(null);
  const types = useMemo(() => [...new Set((all.data ?? []).map((d) => d.type))].sort(), [all.data]);
  return (
    <Card
      title={t('admin.ops.dict.title')}
      extra={
        <Flex gap={8}>
          <Select
            value={type}
            onChange={setType}
            style={{ width: 220 }}
            options={[
              { value: '', label: t('admin.ops.dict.allTypes') },
              ...types.map((v) => ({ value: v, label: v })),
            ]}
            data-testid="dict-type"
          />
          <Select
            value={language}
            onChange={setLanguage}
            style={{ width: 160 }}
            options={[
              { value: '', label: t('admin.ops.dict.allLanguages') },
              ...DICT_LANGUAGES.map((v) => ({ value: v, label: v })),
            ]}
            data-testid="dict-language"
          />
        </Flex>
      }
      data-testid="dict-card"
    >
      {dict.isError && <ListError onRetry={() => void dict.refetch()} />}
      <Table<OpsDictEntryDto>
        rowKey="id"
        size="small"
        loading={dict.isPending}
        dataSource={dict.data ?? []}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        onRow={(row) => ({ 'data-testid': `dict-${row.id}` }) as object}
        columns={[
          { title: t('admin.ops.dict.type'), dataIndex: 'type' },
          { title: t('admin.ops.dict.code'), dataIndex: 'code' },
          { title: t('admin.ops.dict.language'), dataIndex: 'language', width: 100 },
          { title: t('admin.ops.dict.label'), dataIndex: 'label' },
          {
            title: t('admin.ops.enabled'),
            dataIndex: 'enabled',
            width: 100,
            render: (on: boolean, row) => (
              <Switch
                size="small"
                checked={on}
                aria-label={t('admin.ops.enabled')}
                onChange={(enabled) => update.mutate({ id: row.id, body: { enabled } })}
              />
            ),
          },
          {
            key: 'edit',
            width: 90,
            render: (_v, d) => (
              <Button size="small" onClick={() => setEditing(d)} data-testid={`edit-dict-${d.id}`}>
                {t('admin.ops.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        {t('admin.ops.audited')}
      </Typography.Paragraph>
      {editing && <DictModal entry={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

export function RegionsPanel() {
  return (
    <Flex vertical gap={24}>
      <CountriesCard />
      <DictCard />
    </Flex>
  );
}
