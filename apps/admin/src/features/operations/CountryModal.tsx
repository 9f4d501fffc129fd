// A country's edit (issue 24): name, order and its fiat rules: fiat on or off, its currencies (those of
// the fiat pairs), the payment-method kinds allowed for fiat, and the country's own price bounds per fiat
// pair in those currencies (a unit price outside answers 5031). Only what changed is sent; the API audits it.
import { FIAT_PAYMENT_KINDS, type OpsCoinPairDto, type OpsCountryDto } from '@p2p/contracts';
import { Form, Input, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, SortField } from './configParts';
import { countryBody, type CountryForm } from './countryForm';
import { decimalRule } from './forms';
import { useCoinPairs, useUpdateCountry } from './useOperations';

export function CountryModal({ country, onClose }: { country: OpsCountryDto; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCountry();
  const pairs = (useCoinPairs().data ?? []).filter((p) => p.quoteKind === 'FIAT');
  const currencies = [...new Set(pairs.map((p) => p.quote))].sort();
  const [form] = Form.useForm<CountryForm>();
  const chosen: string[] = Form.useWatch('fiatCurrencies', form) ?? country.fiatCurrencies;
  const boundPairs = pairs.filter((p) => chosen.includes(p.quote));
  const decimal = decimalRule(t('admin.ops.pairs.decimalInvalid'));
  const bound = (p: OpsCoinPairDto) => country.pairBounds.find((b) => b.coinPairId === p.id);

  const submit = (v: CountryForm) => {
    const body = countryBody(country, v, boundPairs);
    if (Object.keys(body).length === 0) return onClose();
    update.mutate({ code: country.code, body }, { onSuccess: onClose });
  };
  return (
    <FormModal<CountryForm>
      title={t('admin.ops.countries.editTitle', { name: country.name })}
      pending={update.isPending}
      form={form}
      initialValues={{
        name: country.name,
        sort: country.sort,
        fiatEnabled: country.fiatEnabled,
        fiatCurrencies: country.fiatCurrencies,
        fiatPaymentKinds: country.fiatPaymentKinds,
        bounds: Object.fromEntries(
          pairs.map((p) => [p.id, { min: bound(p)?.minPrice ?? '', max: bound(p)?.maxPrice ?? '' }]),
        ),
      }}
      onFinish={submit}
      onClose={onClose}
      testId="country-form"
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
        name="fiatCurrencies"
        label={t('admin.ops.countries.currencies')}
        dependencies={['fiatEnabled']}
        rules={[
          ({ getFieldValue }) => ({
            validator(_r, value?: string[]) {
              if ((value ?? []).length === 0 && getFieldValue('fiatEnabled') === true)
                return Promise.reject(new Error(t('admin.ops.countries.currencyRequired')));
              return Promise.resolve();
            },
          }),
        ]}
      >
        <Select
          mode="multiple"
          options={currencies.map((c) => ({ value: c, label: c }))}
          data-testid="country-currencies"
        />
      </Form.Item>
      <Form.Item name="fiatPaymentKinds" label={t('admin.ops.countries.kinds')}>
        <Select
          mode="multiple"
          options={FIAT_PAYMENT_KINDS.map((k) => ({
            value: k,
            label: t(`common.paymentMethods.kinds.${k}`),
          }))}
          data-testid="country-kinds"
        />
      </Form.Item>
      {boundPairs.length > 0 ? (
        <Form.Item label={t('admin.ops.countries.bounds')} extra={t('admin.ops.countries.boundsHint')}>
          {boundPairs.map((p) => (
            <Space key={p.id} align="baseline" data-testid={`country-bound-${p.id}`}>
              <Typography.Text style={{ width: 90, display: 'inline-block' }}>
                {p.coin}/{p.quote}
              </Typography.Text>
              <Form.Item name={['bounds', p.id, 'min']} rules={[decimal]} noStyle>
                <Input
                  placeholder={t('admin.ops.pairs.minPrice')}
                  style={{ width: 140 }}
                  data-testid={`country-bound-${p.id}-min`}
                />
              </Form.Item>
              <Form.Item name={['bounds', p.id, 'max']} rules={[decimal]} noStyle>
                <Input
                  placeholder={t('admin.ops.pairs.maxPrice')}
                  style={{ width: 140 }}
                  data-testid={`country-bound-${p.id}-max`}
                />
              </Form.Item>
            </Space>
          ))}
        </Form.Item>
      ) : null}
      <SortField />
    </FormModal>
  );
}
