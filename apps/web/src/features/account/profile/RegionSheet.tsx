// Country or region: a searchable list of the catalogue's countries (`GET /common/country/all`), saved with
// `POST /user/updateInfo {regionId}`.
import type { Language } from '@p2p/i18n';
import { SpinLoading, Toast } from 'antd-mobile';
import { CheckOutline, SearchOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../hooks/useCatalog';
import { flagOf, regionName } from './format';
import { useUpdateInfo } from './useUpdateInfo';
import { Sheet } from '../Sheet';

export function RegionSheet({
  visible,
  current,
  onClose,
}: {
  visible: boolean;
  current: string | null;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const countries = useCountries();
  const update = useUpdateInfo();
  const [query, setQuery] = useState('');

  const items = useMemo(() => {
    const list = (countries.data ?? []).map((c) => ({
      code: c.code,
      abb2: c.abb2,
      name: regionName(lang, c.abb2, c.name),
    }));
    const q = query.trim().toLowerCase();
    const filtered = q
      ? list.filter(
          (c) => c.name.toLowerCase().includes(q) || c.code.toLowerCase() === q || c.abb2.toLowerCase() === q,
        )
      : list;
    return filtered.sort((a, b) => a.name.localeCompare(b.name, lang.replace('_', '-')));
  }, [countries.data, lang, query]);

  const choose = async (code: string): Promise<void> => {
    if (code === current) {
      onClose();
      return;
    }
    try {
      await update.mutateAsync({ regionId: code });
    } catch {
      return; // shown by the API wrapper (1022, ...)
    }
    Toast.show({ icon: 'success', content: t('web.account.region.success') });
    onClose();
  };

  return (
    <Sheet
      visible={visible}
      title={t('web.account.region.title')}
      testId="region-sheet"
      onClose={onClose}
      tall
      afterClose={() => setQuery('')}
    >
      <label className="sheet__search">
        <SearchOutline />
        <input
          type="search"
          value={query}
          placeholder={t('web.account.region.search')}
          aria-label={t('web.account.region.search')}
          data-testid="region-search"
          onChange={(e) => setQuery(e.target.value)}
        />
      </label>
      <ul className="sheet__list">
        {countries.isPending ? (
          <li className="sheet__empty">
            <SpinLoading />
          </li>
        ) : items.length === 0 ? (
          <li className="sheet__empty">{t('web.account.region.empty')}</li>
        ) : (
          items.map((c) => (
            <li key={c.code}>
              <button
                type="button"
                className={`sheet__item${c.code === current ? ' is-selected' : ''}`}
                data-testid={`region-option-${c.code}`}
                disabled={update.isPending}
                onClick={() => void choose(c.code)}
              >
                <span className="sheet__flag" aria-hidden="true">
                  {flagOf(c.abb2)}
                </span>
                <span className="sheet__name">{c.name}</span>
                {c.code === current ? (
                  <CheckOutline className="sheet__check" />
                ) : (
                  <span className="sheet__code">{c.code}</span>
                )}
              </button>
            </li>
          ))
        )}
      </ul>
    </Sheet>
  );
}
