// Coins and coin pairs: the lists with their state, and the edit forms (a pair's price range, quantity
// range, scales, reference price of floating ads and payment window).
import type { OpsCoinDto, OpsCoinPairDto, UpdateOpsCoinPairDto } from '@p2p/contracts';
import { Button, Card, Flex, Form, Input, InputNumber, Modal, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from './ListError';
import { changedFields, decimalOrNull, decimalRule } from './forms';
import { useCoinPairs, useCoins, useUpdateCoin, useUpdateCoinPair } from './useOperations';

function CoinModal({ coin, onClose }: { coin: OpsCoinDto; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCoin();
  const [form] = Form.useForm<{ name: string; sort: number }>();
  const submit = (values: { name: string; sort: number }) => {
    const body = changedFields(coin, { name: values.name.trim(), sort: values.sort });
    if (Object.keys(body).length === 0) return onClose();
    update.mutate({ id: coin.id, body }, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      title={t('admin.ops.coins.editTitle', { symbol: coin.enShort })}
      okText={t('admin.ops.save')}
      cancelText={t('admin.ops.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
    >
      <Form form={form} layout="vertical" initialValues={coin} onFinish={submit} data-testid="coin-form">
        <Form.Item
          name="name"
          label={t('admin.ops.coins.name')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="sort" label={t('admin.ops.sort')}>
          <InputNumber min={0} max={100000} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type PairForm = Record<
  'minPrice' | 'maxPrice' | 'minQuantity' | 'maxQuantity' | 'referencePrice',
  string | undefined
> & { payMinutes: number; priceScale: number; quantityScale: number; sort: number };

function PairModal({ pair, onClose }: { pair: OpsCoinPairDto; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCoinPair();
  const [form] = Form.useForm<PairForm>();
  const decimal = decimalRule(t('admin.ops.pairs.decimalInvalid'));
  const submit = (v: PairForm) => {
    const next: UpdateOpsCoinPairDto = {
      minPrice: decimalOrNull(v.minPrice),
      maxPrice: decimalOrNull(v.maxPrice),
      minQuantity: decimalOrNull(v.minQuantity),
      maxQuantity: decimalOrNull(v.maxQuantity),
      referencePrice: decimalOrNull(v.referencePrice),
      payMinutes: v.payMinutes,
      priceScale: v.priceScale,
      quantityScale: v.quantityScale,
      sort: v.sort,
    };
    const body = changedFields(pair, next);
    if (Object.keys(body).length === 0) return onClose();
    update.mutate({ id: pair.id, body }, { onSuccess: onClose });
  };
  const initial: PairForm = {
    minPrice: pair.minPrice ?? undefined,
    maxPrice: pair.maxPrice ?? undefined,
    minQuantity: pair.minQuantity ?? undefined,
    maxQuantity: pair.maxQuantity ?? undefined,
    referencePrice: pair.referencePrice ?? undefined,
    payMinutes: pair.payMinutes,
    priceScale: pair.priceScale,
    quantityScale: pair.quantityScale,
    sort: pair.sort,
  };
  const decimalField = (name: keyof PairForm, label: string, extra?: string) => (
    <Form.Item
      name={name}
      label={label}
      rules={[decimal]}
      extra={extra ?? t('admin.ops.pairs.emptyMeansNone')}
    >
      <Input inputMode="decimal" data-testid={`pair-${name}`} />
    </Form.Item>
  );
  return (
    <Modal
      open
      width={640}
      title={t('admin.ops.pairs.editTitle', { pair: `${pair.coin}/${pair.quote}` })}
      okText={t('admin.ops.save')}
      cancelText={t('admin.ops.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      okButtonProps={{ 'data-testid': 'pair-save' } as Record<string, string>}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} data-testid="pair-form">
        <Flex gap={16}>
          {decimalField('minPrice', t('admin.ops.pairs.minPrice'))}
          {decimalField('maxPrice', t('admin.ops.pairs.maxPrice'))}
        </Flex>
        <Flex gap={16}>
          {decimalField('minQuantity', t('admin.ops.pairs.minQuantity'))}
          {decimalField('maxQuantity', t('admin.ops.pairs.maxQuantity'))}
        </Flex>
        {decimalField(
          'referencePrice',
          t('admin.ops.pairs.referencePrice'),
          t('admin.ops.pairs.referenceHint'),
        )}
        <Flex gap={16} wrap>
          <Form.Item name="payMinutes" label={t('admin.ops.pairs.payMinutes')}>
            <InputNumber min={5} max={120} precision={0} data-testid="pair-payMinutes" />
          </Form.Item>
          <Form.Item name="priceScale" label={t('admin.ops.pairs.priceScale')}>
            <InputNumber min={0} max={18} precision={0} />
          </Form.Item>
          <Form.Item name="quantityScale" label={t('admin.ops.pairs.quantityScale')}>
            <InputNumber min={0} max={18} precision={0} />
          </Form.Item>
          <Form.Item name="sort" label={t('admin.ops.sort')}>
            <InputNumber min={0} max={100000} precision={0} />
          </Form.Item>
        </Flex>
      </Form>
    </Modal>
  );
}

export function CoinsPanel() {
  const { t } = useTranslation();
  const coins = useCoins();
  const pairs = useCoinPairs();
  const updateCoin = useUpdateCoin();
  const updatePair = useUpdateCoinPair();
  const [coin, setCoin] = useState<OpsCoinDto | null>(null);
  const [pair, setPair] = useState<OpsCoinPairDto | null>(null);
  const range = (min: string | null, max: string | null) =>
    min === null && max === null ? t('admin.ops.unbounded') : `${min ?? '—'} – ${max ?? '—'}`;
  const edit = (onClick: () => void, id: string) => (
    <Button size="small" onClick={onClick} data-testid={`edit-${id}`}>
      {t('admin.ops.edit')}
    </Button>
  );

  return (
    <Flex vertical gap={24}>
      <Card title={t('admin.ops.coins.title')} data-testid="coins-card">
        {coins.isError && <ListError onRetry={() => void coins.refetch()} />}
        <Table<OpsCoinDto>
          rowKey="id"
          size="middle"
          pagination={false}
          loading={coins.isPending}
          dataSource={coins.data ?? []}
          onRow={(row) => ({ 'data-testid': `coin-${row.enShort}` }) as object}
          columns={[
            { title: t('admin.ops.coins.symbol'), dataIndex: 'enShort', render: (v: string) => <b>{v}</b> },
            { title: t('admin.ops.coins.name'), dataIndex: 'name' },
            { title: t('admin.ops.coins.assetScale'), dataIndex: 'assetScale' },
            { title: t('admin.ops.sort'), dataIndex: 'sort' },
            {
              title: t('admin.ops.enabled'),
              dataIndex: 'enabled',
              render: (on: boolean, row) => (
                <Switch
                  checked={on}
                  aria-label={t('admin.ops.enabled')}
                  onChange={(enabled) => updateCoin.mutate({ id: row.id, body: { enabled } })}
                />
              ),
            },
            { key: 'edit', render: (_v, row) => edit(() => setCoin(row), `coin-${row.id}`) },
          ]}
        />
      </Card>
      <Card title={t('admin.ops.pairs.title')} data-testid="pairs-card">
        {pairs.isError && <ListError onRetry={() => void pairs.refetch()} />}
        <Table<OpsCoinPairDto>
          rowKey="id"
          size="middle"
          pagination={false}
          scroll={{ x: true }}
          loading={pairs.isPending}
          dataSource={pairs.data ?? []}
          onRow={(row) => ({ 'data-testid': `pair-row-${row.id}` }) as object}
          columns={[
            {
              title: t('admin.ops.pairs.pair'),
              key: 'pair',
              render: (_v, p) => (
                <Flex gap={6} align="center">
                  <b>{`${p.coin}/${p.quote}`}</b>
                  <Tag>{p.quoteKind}</Tag>
                </Flex>
              ),
            },
            {
              title: t('admin.ops.pairs.priceRange'),
              key: 'price',
              render: (_v, p) => range(p.minPrice, p.maxPrice),
            },
            {
              title: t('admin.ops.pairs.quantityRange'),
              key: 'quantity',
              render: (_v, p) => range(p.minQuantity, p.maxQuantity),
            },
            {
              title: t('admin.ops.pairs.referencePrice'),
              dataIndex: 'referencePrice',
              render: (v: string | null) =>
                v ?? <Typography.Text type="secondary">{t('admin.ops.none')}</Typography.Text>,
            },
            { title: t('admin.ops.pairs.payMinutes'), dataIndex: 'payMinutes' },
            {
              title: `${t('admin.ops.pairs.priceScale')} / ${t('admin.ops.pairs.quantityScale')}`,
              key: 'scales',
              render: (_v, p) => `${p.priceScale} / ${p.quantityScale}`,
            },
            {
              title: t('admin.ops.enabled'),
              dataIndex: 'enabled',
              render: (on: boolean, row) => (
                <Switch
                  checked={on}
                  aria-label={t('admin.ops.enabled')}
                  onChange={(enabled) => updatePair.mutate({ id: row.id, body: { enabled } })}
                />
              ),
            },
            { key: 'edit', render: (_v, row) => edit(() => setPair(row), `pair-${row.id}`) },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          {t('admin.ops.audited')}
        </Typography.Paragraph>
      </Card>
      {coin && <CoinModal coin={coin} onClose={() => setCoin(null)} />}
      {pair && <PairModal pair={pair} onClose={() => setPair(null)} />}
    </Flex>
  );
}
