// The header: back button (per the route's metadata), the title, the language button, the chat list
// (with a dot while a message is unread; issue 26) and the menu.
import { WebRoutes } from '@p2p/contracts/routes';
// antd-mobile's NavBar look without its component, which marks the left side role="button" even when it
// holds no button (a nameless button to screen readers).
import 'antd-mobile/es/components/nav-bar/nav-bar.css';
import { GlobalOutline, LeftOutline, MessageOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../hooks/useSession';
import { useChatBubble } from '../hooks/useUnread';
import { Brand } from './Brand';
import { useLanguagePicker } from './languagePickerContext';
import { LazyOverlay } from './lazyOverlay';
import { backTarget, showsBackButton, type RouteHandle } from './routeMeta';
import './header.css';

const HeaderMenu = lazy(() => import('./HeaderMenu').then((m) => ({ default: m.HeaderMenu })));

/** The way to /chatList, with a dot while a chat message to the caller is unread (`readBubble`). */
function ChatsLink() {
  const { t } = useTranslation();
  const unread = useChatBubble().data?.unread === true;
  return (
    <Link
      to={WebRoutes.chatList}
      className="icon-button header__chats"
      data-testid="header-chats"
      aria-label={t(unread ? 'web.header.chatsUnread' : 'web.header.chats')}
    >
      <MessageOutline />
      {unread ? <span className="header__dot" data-testid="header-chats-dot" aria-hidden="true" /> : null}
    </Link>
  );
}

export function Header({ handle }: { handle: RouteHandle | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const picker = useLanguagePicker();
  const [menuOpen, setMenuOpen] = useState(false);
  const isHome = handle?.path === WebRoutes.home;

  const goBack = (): void => {
    const target = backTarget(handle, location.key !== 'default');
    if (target === -1) navigate(-1);
    else navigate(target);
  };

  const left = showsBackButton(handle) ? (
    <button
      type="button"
      className="icon-button header__back"
      data-testid="header-back"
      aria-label={t('web.header.back')}
      onClick={goBack}
    >
      <LeftOutline />
    </button>
  ) : isHome ? (
    <Brand compact />
  ) : null;

  const right = (
    <div className="header__actions">
      {handle?.name === 'login' ? null : (
        <button
          type="button"
          className="icon-button"
          data-testid="header-language"
          aria-label={t('web.header.language')}
          onClick={picker.open}
        >
          <GlobalOutline />
        </button>
      )}
      {session && handle?.name !== 'chatList' ? <ChatsLink /> : null}
      {session ? (
        <button
          type="button"
          className="icon-button"
          data-testid="header-menu"
          aria-label={t('web.header.menu')}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <UnorderedListOutline />
        </button>
      ) : null}
    </div>
  );

  return (
    <header className={`header${isHome ? ' header--home' : ''}`} data-testid="header">
      <div className="adm-nav-bar">
        <div className="adm-nav-bar-left">{left}</div>
        <div className="adm-nav-bar-title">
          {isHome ? null : (
            <h1 className="header__title" data-testid="header-title">
              {handle ? t(handle.titleKey) : t('common.appName')}
            </h1>
          )}
        </div>
        <div className="adm-nav-bar-right">{right}</div>
      </div>
      {session ? (
        <LazyOverlay wanted={menuOpen}>
          <HeaderMenu
            visible={menuOpen}
            onClose={() => setMenuOpen(false)}
            userId={session.userId}
            onLogout={() => void import('./logout').then(({ logout }) => logout())}
          />
        </LazyOverlay>
      ) : null}
    </header>
  );
}
