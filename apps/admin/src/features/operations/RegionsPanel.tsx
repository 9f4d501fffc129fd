// Countries and regions (fiat trading, its currencies, payment kinds and price bounds: ./CountryModal;
// name, order) and the dictionary (texts per dictionary language, enabled or not).
import {
  DICT_LANGUAGES,
  type OpsCountryDto,
  type OpsDictEntryDto,
  type OpsDictLanguage,
} from '@p2p/contracts';
import { Card, Flex, Form, Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditedNote, editColumn, enabledColumn, FormModal, ListTable, SortField } from './configParts';
import { saveChanges } from './forms';
import { CountryModal } from './CountryModal';
import { useCountries, useDict, useUpdateDict } from './useOperations';

/** Both long lists: 20 rows a page. */
const PAGE = { pageSize: 20, showSizeChanger: false };

interface DictForm {
  label: string;
  value?: string;
  sort: number;
}

function DictModal({ entry, onClose }: { entry: OpsDictEntryDto; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateDict();
  const submit = (v: DictForm) => {
    const next = { label: v.label.trim(), value: v.value?.trim() || null, sort: v.sort };
    saveChanges(entry, next, (body, after) => update.mutate({ id: entry.id, body }, after), onClose);
  };
  return (
    <FormModal<DictForm>
      title={t('admin.ops.dict.editTitle', { type: entry.type, code: entry.code })}
      pending={update.isPending}
      initialValues={{ ...entry, value: entry.value ?? undefined }}
      onFinish={submit}
      onClose={onClose}
      testId="dict-form"
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
      <SortField />
    </FormModal>
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
      <ListTable<OpsCountryDto>
        query={countries}
        rows={shown}
        rowTestId={(row) => `country-${row.code}`}
        rowKey="code"
        size="small"
        pagination={PAGE}
        columns={[
          { title: t('admin.ops.countries.code'), dataIndex: 'code', width: 90 },
          { title: t('admin.ops.countries.flag'), dataIndex: 'abb2', width: 70 },
          { title: t('admin.ops.countries.name'), dataIndex: 'name' },
          {
            title: t('admin.ops.countries.fiat'),
            key: 'fiat',
            render: (_v, c) =>
              c.fiatEnabled
                ? `${t('admin.ops.yes')} (${c.fiatCurrencies.join(', ') || '—'})`
                : t('admin.ops.no'),
          },
          { title: t('admin.ops.sort'), dataIndex: 'sort', width: 90 },
          editColumn<OpsCountryDto>(setEditing, (c) => `edit-country-${c.code}`, 90),
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
      <ListTable<OpsDictEntryDto>
        query={dict}
        rowTestId={(row) => `dict-${row.id}`}
        rowKey="id"
        size="small"
        pagination={PAGE}
        columns={[
          { title: t('admin.ops.dict.type'), dataIndex: 'type' },
          { title: t('admin.ops.dict.code'), dataIndex: 'code' },
          { title: t('admin.ops.dict.language'), dataIndex: 'language', width: 100 },
          { title: t('admin.ops.dict.label'), dataIndex: 'label' },
          enabledColumn(
            t('admin.ops.enabled'),
            (row, enabled) => update.mutate({ id: row.id, body: { enabled } }),
            { width: 100, small: true },
          ),
          editColumn<OpsDictEntryDto>(setEditing, (d) => `edit-dict-${d.id}`, 90),
        ]}
      />
      <AuditedNote />
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
