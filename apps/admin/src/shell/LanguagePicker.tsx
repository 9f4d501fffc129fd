// The interface language: the 10 locales by their own names. Choosing one switches the texts at once
// (antd's too) and keeps the choice for the next visit.
import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@p2p/i18n';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { htmlLang, saveLanguage } from '../i18n/language';

const OPTIONS = LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }));

export function LanguagePicker({ variant = 'outlined' }: { variant?: 'outlined' | 'borderless' }) {
  const { t, i18n } = useTranslation();
  return (
    <Select
      data-testid="language-picker"
      aria-label={t('admin.header.language')}
      value={i18n.language}
      options={OPTIONS}
      variant={variant}
      prefix={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      listHeight={340}
      style={{ minWidth: 150 }}
      onChange={(value: string) => {
        if (!isLanguage(value)) return;
        saveLanguage(value);
        document.documentElement.lang = htmlLang(value);
        void i18n.changeLanguage(value);
      }}
    />
  );
}
