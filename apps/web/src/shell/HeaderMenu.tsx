// The header menu (spec section 2): /myAdvert, /personalCenter, /publish, /order, /fundRecord, /helpList,
// customer service (external help site) and logout with a confirmation.
import { HEADER_MENU_ROUTES, WEB_ROUTE_META, type WebPath } from '@p2p/contracts/routes';
import type { Language } from '@p2p/i18n';
import { Dialog, Popup } from 'antd-mobile';
import {
  BillOutline,
  CloseOutline,
  ContentOutline,
  EditSOutline,
  FileOutline,
  MessageOutline,
  QuestionCircleOutline,
  RightOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { helpSiteUrl } from './helpSite';

const MENU_ICONS: Partial<Record<WebPath, ComponentType<{ className?: string }>>> = {
  '/myAdvert': ContentOutline,
  '/personalCenter': UserOutline,
  '/publish': EditSOutline,
  '/order': BillOutline,
  '/fundRecord': FileOutline,
  '/helpList': QuestionCircleOutline,
};

export interface HeaderMenuProps {
  visible: boolean;
  onClose(): void;
  userId: string | null;
  onLogout(): void;
}

export function HeaderMenu({ visible, onClose, userId, onLogout }: HeaderMenuProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();

  const confirmLogout = async (): Promise<void> => {
    onClose();
    const confirmed = await Dialog.confirm({
      title: t('common.logout.confirmTitle'),
      content: t('common.logout.confirmMessage'),
      confirmText: t('common.actions.confirm'),
      cancelText: t('common.actions.cancel'),
    });
    if (confirmed) onLogout();
  };

  return (
    <Popup
      visible={visible}
      position="right"
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="header-menu"
    >
      <nav className="header-menu__inner" data-testid="header-menu-panel" aria-label={t('web.header.menu')}>
        <div className="header-menu__head">
          <span className="header-menu__brand">{t('common.appName')}</span>
          <button type="button" className="icon-button" aria-label={t('web.header.close')} onClick={onClose}>
            <CloseOutline />
          </button>
        </div>
        <ul className="header-menu__list">
          {HEADER_MENU_ROUTES.map((path) => {
            const meta = WEB_ROUTE_META[path];
            const Icon = MENU_ICONS[path] ?? FileOutline;
            return (
              <li key={path}>
                <button
                  type="button"
                  className="header-menu__item"
                  data-testid={`header-menu-item-${meta.name}`}
                  onClick={() => {
                    onClose();
                    navigate(path);
                  }}
                >
                  <Icon className="header-menu__icon" />
                  <span>{t(`web.routes.${meta.name}`)}</span>
                  <RightOutline className="header-menu__arrow" />
                </button>
              </li>
            );
          })}
          <li>
            <a
              className="header-menu__item"
              data-testid="header-customer-service"
              href={helpSiteUrl(i18n.language as Language, userId)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onClose}
            >
              <MessageOutline className="header-menu__icon" />
              <span>{t('common.menu.customerService')}</span>
              <RightOutline className="header-menu__arrow" />
            </a>
          </li>
        </ul>
        <button
          type="button"
          className="header-menu__logout"
          data-testid="header-logout"
          onClick={() => void confirmLogout()}
        >
          {t('common.logout.label')}
        </button>
      </nav>
    </Popup>
  );
}
