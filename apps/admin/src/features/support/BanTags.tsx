import type { BanKind } from '@p2p/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { BAN_ORDER } from './format';

/** The bans in force as red tags, in the console's order. */
export function BanTags({ kinds }: { kinds: readonly BanKind[] }) {
  const { t } = useTranslation();
  return (
    <>
      {BAN_ORDER.filter((k) => kinds.includes(k)).map((kind) => (
        <Tag key={kind} color="red" data-testid={`ban-tag-${kind}`}>
          {t('admin.support.user.bannedTag', { kind: t(`admin.support.banKinds.${kind}`) })}
        </Tag>
      ))}
    </>
  );
}
