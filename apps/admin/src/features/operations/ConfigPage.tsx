// `/config`: the reference data traders see (issue 13 Operations): coins and coin pairs, countries and the
// dictionary, the documents in every language, and the NFT albums (issue 23).
import { Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaHeading } from '../../shell/PageHeading';
import { CreditPanel } from '../settings/CreditPanel';
import { CoinsPanel } from './CoinsPanel';
import { DocumentsPanel } from './DocumentsPanel';
import { NftAlbumsPanel } from './NftAlbumsPanel';
import { RegionsPanel } from './RegionsPanel';
import './operations.css';

export function ConfigPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} data-testid="area-config">
      <AreaHeading area="config" />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'coins', label: t('admin.ops.tabs.coins'), children: <CoinsPanel /> },
          { key: 'regions', label: t('admin.ops.tabs.regions'), children: <RegionsPanel /> },
          { key: 'documents', label: t('admin.ops.tabs.documents'), children: <DocumentsPanel /> },
          { key: 'nfts', label: t('admin.nfts.tab'), children: <NftAlbumsPanel /> },
          { key: 'credit', label: t('admin.settings.tab'), children: <CreditPanel /> },
        ]}
      />
    </Flex>
  );
}
