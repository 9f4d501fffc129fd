// A tab's filter form: the fields it is given, Search (the form's values into the address, page 1) and
// Reset (every filter cleared). Dates are local calendar days; amounts are checked as the API checks them.
import { Button, Flex, Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { compareAmounts, isAmount } from './filters';

const T = 'admin.trading.filters';

export function FilterBar({
  initial,
  onSearch,
  children,
  testId,
}: {
  initial: Record<string, string>;
  onSearch: (values: Record<string, string | undefined>) => void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string | undefined>>();
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={initial}
      onFinish={onSearch}
      data-testid={testId}
      style={{ rowGap: 12 }}
    >
      {children}
      <Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" data-testid={`${testId}-search`}>
            {t(`${T}.search`)}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              const cleared = Object.fromEntries(Object.keys(form.getFieldsValue()).map((k) => [k, '']));
              form.setFieldsValue(cleared);
              onSearch({});
            }}
            data-testid={`${testId}-reset`}
          >
            {t(`${T}.reset`)}
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}

/** A select of `options` with "Any" (empty) first. */
export function ChoiceField({
  name,
  label,
  options,
  testId,
  width = 180,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  testId: string;
  width?: number;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label}>
      <Select
        style={{ width }}
        allowClear
        placeholder={t('admin.trading.any')}
        options={[...options]}
        data-testid={testId}
      />
    </Form.Item>
  );
}

export function TextField({
  name,
  label,
  testId,
  placeholder,
  width = 140,
}: {
  name: string;
  label: string;
  testId: string;
  placeholder?: string;
  width?: number;
}) {
  return (
    <Form.Item name={name} label={label}>
      <Input style={{ width }} allowClear placeholder={placeholder} data-testid={testId} />
    </Form.Item>
  );
}

/** The pair (coin and currency), the trader and the creation days every list of the market has. */
export function CommonFields({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField name="coin" label={t(`${T}.coin`)} testId={`${testId}-coin`} width={100} />
      <TextField name="quote" label={t(`${T}.quote`)} testId={`${testId}-quote`} width={100} />
      <TextField
        name="user"
        label={t(`${T}.user`)}
        placeholder={t(`${T}.userPlaceholder`)}
        testId={`${testId}-user`}
        width={220}
      />
      <Form.Item label={t(`${T}.dates`)}>
        <Flex gap={4} align="center">
          <Form.Item name="from" noStyle>
            <Input type="date" style={{ width: 150 }} data-testid={`${testId}-from`} />
          </Form.Item>
          –
          <Form.Item name="to" noStyle>
            <Input type="date" style={{ width: 150 }} data-testid={`${testId}-to`} />
          </Form.Item>
        </Flex>
      </Form.Item>
    </>
  );
}

/** The amount range of the orders: each a decimal string, the lower not above the upper. */
export function AmountFields({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const amount = { validator: (_: unknown, v?: string) => check(!v || isAmount(v.trim())) };
  const check = (ok: boolean) =>
    ok ? Promise.resolve() : Promise.reject(new Error(t(`${T}.amountInvalid`)));
  return (
    <>
      <Form.Item name="amountMin" label={t(`${T}.amountMin`)} rules={[amount]}>
        <Input style={{ width: 120 }} allowClear inputMode="decimal" data-testid={`${testId}-amount-min`} />
      </Form.Item>
      <Form.Item
        name="amountMax"
        label={t(`${T}.amountMax`)}
        dependencies={['amountMin']}
        rules={[
          amount,
          ({ getFieldValue }) => ({
            validator: (_: unknown, v?: string) => {
              const min = (getFieldValue('amountMin') as string | undefined)?.trim();
              const max = v?.trim();
              if (!min || !max || !isAmount(min) || !isAmount(max) || compareAmounts(min, max) <= 0)
                return Promise.resolve();
              return Promise.reject(new Error(t(`${T}.amountOrder`)));
            },
          }),
        ]}
      >
        <Input style={{ width: 120 }} allowClear inputMode="decimal" data-testid={`${testId}-amount-max`} />
      </Form.Item>
    </>
  );
}
