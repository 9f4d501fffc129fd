import { useTranslation } from 'react-i18next';

/** The app's mark and name. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`brand${compact ? ' brand--compact' : ''}`} data-testid="brand">
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true">
        <defs>
          <linearGradient id="brand-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#3d7bff" />
            <stop offset="1" stopColor="#17c3a2" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#brand-g)" />
        <path
          d="M9 12.5h10.5l-3-3M23 19.5H12.5l3 3"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="brand__name">{t('common.appName')}</span>
    </span>
  );
}
