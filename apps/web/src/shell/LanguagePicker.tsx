// The language picker: a 515 px bottom sheet with zh_TW, en, ko_KR and vi_VN (spec section 2).
import { PICKER_LANGUAGES, type Language } from '@p2p/i18n';
import { Popup } from 'antd-mobile';
import { CheckOutline, CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n/language';

export const LANGUAGE_PICKER_HEIGHT_PX = 515;

export interface LanguagePickerProps {
  visible: boolean;
  onClose(): void;
  /** Defaults to saving the choice and reloading. */
  onChoose?: (lang: Language) => void;
}

export function LanguagePicker({ visible, onClose, onChoose = chooseLanguage }: LanguagePickerProps) {
  const { t, i18n } = useTranslation();
  const current = i18n.language;
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ height: `${LANGUAGE_PICKER_HEIGHT_PX}px` }}
      bodyClassName="language-picker"
      destroyOnClose
    >
      <div className="language-picker__inner" data-testid="language-picker">
        <div className="language-picker__head">
          <span className="language-picker__title">{t('common.languagePicker.title')}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('web.header.close')}
            data-testid="language-picker-close"
            onClick={onClose}
          >
            <CloseOutline />
          </button>
        </div>
        <ul className="language-picker__list" role="listbox" aria-label={t('common.languagePicker.title')}>
          {PICKER_LANGUAGES.map((lang) => {
            const selected = lang === current;
            return (
              <li key={lang}>
                <button
                  type="button"
                  role="option"
                  aria-selected={selected}
                  className={`language-picker__item${selected ? ' is-selected' : ''}`}
                  data-testid={`language-option-${lang}`}
                  lang={lang.replace('_', '-')}
                  onClick={() => {
                    if (selected) onClose();
                    else onChoose(lang);
                  }}
                >
                  <span>{t(`common.languages.${lang}`)}</span>
                  {selected ? <CheckOutline className="language-picker__check" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </Popup>
  );
}
