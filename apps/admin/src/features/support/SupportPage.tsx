// `/users` (issue 13, customer service and admins): the search and the merchant applications' queue
// (issue 24), or one trader's page when the address names it (`/users?user=42&tab=bans`), or one
// merchant application (`/users?merchant=7`); the search is kept in `q` so Back returns to it.
import { useSearchParams } from 'react-router-dom';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaHeading } from '../../shell/PageHeading';
import { MerchantCase } from '../merchants/MerchantCase';
import { MerchantQueue } from '../merchants/MerchantQueue';
import { isAccountId } from './format';
import { SearchPanel } from './SearchPanel';
import { isUserTab, UserPage, type UserTab } from './UserPage';

export function SupportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const user = params.get('user');
  const merchant = params.get('merchant');
  const tabParam = params.get('tab');
  const tab: UserTab = isUserTab(tabParam) ? tabParam : 'profile';
  const go = (next: Record<string, string>) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)));
  return (
    <Flex vertical gap={24} data-testid="area-users">
      <AreaHeading area="users" description={t('admin.support.description')} />
      {isAccountId(merchant) ? (
        <MerchantCase id={merchant} onBack={() => go({ q })} />
      ) : isAccountId(user) ? (
        <UserPage id={user} tab={tab} onTab={(next) => go({ q, user, tab: next })} onBack={() => go({ q })} />
      ) : (
        <>
          <SearchPanel q={q} onSearch={(next) => go({ q: next })} onOpen={(id) => go({ q, user: id })} />
          <MerchantQueue onOpen={(id) => go({ q, merchant: id })} />
        </>
      )}
    </Flex>
  );
}
