// The config page's Credit tab (issue 25): the credit rules and the trading limits of new accounts.
import { Flex } from 'antd';
import { CreditRulesCard } from './CreditRulesCard';
import { LimitDefaultsCard } from './LimitDefaultsCard';

export function CreditPanel() {
  return (
    <Flex vertical gap={16} data-testid="settings-credit">
      <CreditRulesCard />
      <LimitDefaultsCard />
    </Flex>
  );
}
