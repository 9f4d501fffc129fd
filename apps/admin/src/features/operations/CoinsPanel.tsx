// Coins and coin pairs: the lists with their state, and the edit forms (a pair's price range, quantity
// range, scales, reference price of floating ads and payment window).
import type { OpsCoinDto, OpsCoinPairDto, UpdateOpsCoinPairDto } from '@p2p/contracts';
import { Card, Flex, Form, Input, InputNumber, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditedNote, editColumn, enabledColumn, FormModal, ListTable, SortField } from './configParts';
import { decimalOrNull, decimalRule, saveChanges } from './forms';
import { useCoinPairs, useCoins, useUpdateCoin, useUpdateCoinPair } from './useOperations';

function CoinModal({ coin, onClose }: { coin: OpsCoinDto; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCoin();
  return (
    <FormModal<{ name: string; sort: number }>
      title={t('admin.ops.coins.editTitle', { symbol: coin.enShort })}
      pending={update.isPending}
      initialValues={coin}
      onFinish={(v) =>
        saveChanges(
          coin,
          { name: v.name.trim(), sort: v.sort },
          (body, after) => update.mutate({ id: coin.id, body }, after),
          onClose,
        )
      }
      onClose={onClose}
      testId="coin-form"
    >
      <Form.Item name="name" label={t('admin.ops.coins.name')} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={64} />
      </Form.Item>
      <SortField />
    </FormModal>
  );
}

type PairForm = Record<
  'minPrice' | 'maxPrice' | 'minQuantity' | 'maxQuantity' | 'referencePrice',
  string | undefined
> & { payMinutes: number; priceScale: number; quantityScale: number; sort: number };

function PairModal({ pair, onClose }: { pair: OpsCoinPairDto; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCoinPair();
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
    saveChanges(pair, next, (body, after) => update.mutate({ id: pair.id, body }, after), onClose);
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
    <FormModal<PairForm>
      width={640}
      title={t('admin.ops.pairs.editTitle', { pair: `${pair.coin}/${pair.quote}` })}
      pending={update.isPending}
      initialValues={initial}
      onFinish={submit}
      onClose={onClose}
      testId="pair-form"
      okTestId="pair-save"
    >
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
        <SortField />
      </Flex>
    </FormModal>
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

  return (
    <Flex vertical gap={24}>
      <Card title={t('admin.ops.coins.title')} data-testid="coins-card">
        <ListTable<OpsCoinDto>
          query={coins}
          rowTestId={(row) => `coin-${row.enShort}`}
          rowKey="id"
          size="middle"
          pagination={false}
          columns={[
            { title: t('admin.ops.coins.symbol'), dataIndex: 'enShort', render: (v: string) => <b>{v}</b> },
            { title: t('admin.ops.coins.name'), dataIndex: 'name' },
            { title: t('admin.ops.coins.assetScale'), dataIndex: 'assetScale' },
            { title: t('admin.ops.sort'), dataIndex: 'sort' },
            enabledColumn(t('admin.ops.enabled'), (row, enabled) =>
              updateCoin.mutate({ id: row.id, body: { enabled } }),
            ),
            editColumn<OpsCoinDto>(setCoin, (row) => `edit-coin-${row.id}`),
          ]}
        />
      </Card>
      <Card title={t('admin.ops.pairs.title')} data-testid="pairs-card">
        <ListTable<OpsCoinPairDto>
          query={pairs}
          rowTestId={(row) => `pair-row-${row.id}`}
          rowKey="id"
          size="middle"
          pagination={false}
          scroll={{ x: true }}
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
            enabledColumn(t('admin.ops.enabled'), (row, enabled) =>
              updatePair.mutate({ id: row.id, body: { enabled } }),
            ),
            editColumn<OpsCoinPairDto>(setPair, (row) => `edit-pair-${row.id}`),
          ]}
        />
        <AuditedNote />
      </Card>
      {coin && <CoinModal coin={coin} onClose={() => setCoin(null)} />}
      {pair && <PairModal pair={pair} onClose={() => setPair(null)} />}
    </Flex>
  );
}
