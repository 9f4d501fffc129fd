// /emailUndo?token=... (public): the link mailed to the old address after an email change. The page
// explains what happens and acts only on the owner's click (mail scanners open links), then
// `POST /user/email/undo` brings the old address back and ends every session of the account; this
// browser's session ends too, and the owner signs in again (or resets the password).
import { WebRoutes } from '@p2p/contracts';
import { isApiError } from '@p2p/contracts/client';
import { Toast } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { undoEmailChange } from '../../api/profile';
import { queryClient } from '../../queryClient';
import { clearLocalData, clearSessionCookies } from '../../session/session';
import { closeLiveSocket } from '../../shell/liveSocketStore';
import { AuthLayout } from './AuthLayout';
import { SubmitButton } from './forms/SubmitButton';

/** The token's form (`UndoEmailChangeDto`): anything else is a damaged link, never sent. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{32,64}$/;
/** The token is used, expired or unknown. */
const LINK_GONE = '1013';

type State = 'ready' | 'busy' | 'done' | 'gone';

/** Ends this browser's session the way logout does, without telling the server (it already did). */
async function endLocalSession(): Promise<void> {
  closeLiveSocket();
  await queryClient.cancelQueries();
  queryClient.clear();
  clearSessionCookies();
  clearLocalData();
}

export default function EmailUndoPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = (search.get('token') ?? '').trim();
  const [state, setState] = useState<State>('ready');

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (state !== 'ready') return;
    setState('busy');
    try {
      await undoEmailChange(token);
    } catch (error) {
      // The API wrapper shows the shared error text; a spent link cannot be tried again.
      setState(isApiError(error) && String(error.code) === LINK_GONE ? 'gone' : 'ready');
      return;
    }
    await endLocalSession();
    setState('done');
    Toast.show({ icon: 'success', content: t('web.account.emailUndo.done') });
  };

  const validToken = TOKEN_FORMAT.test(token);

  return (
    <AuthLayout
      testId="email-undo-page"
      title={t('web.account.emailUndo.title')}
      subtitle={t('web.account.emailUndo.explain')}
      footer={
        <p className="auth__switch">
          <Link to={WebRoutes.login} className="text-button" data-testid="email-undo-login">
            {t('web.account.emailUndo.login')}
          </Link>
          {state === 'done' ? (
            <>
              {' · '}
              <Link to={WebRoutes.forgotPassword} className="text-button" data-testid="email-undo-forgot">
                {t('web.account.forgot.title')}
              </Link>
            </>
          ) : null}
        </p>
      }
    >
      {!validToken ? (
        <p className="auth-form__note" role="alert" data-testid="email-undo-invalid">
          {t('web.account.emailUndo.invalidLink')}
        </p>
      ) : state === 'done' ? (
        <p className="auth-form__note" role="status" data-testid="email-undo-done">
          {t('web.account.emailUndo.done')}
        </p>
      ) : state === 'gone' ? (
        <p className="auth-form__note" role="alert" data-testid="email-undo-gone">
          {t('web.account.emailUndo.expired')}
        </p>
      ) : (
        <form
          className="auth-form"
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          data-testid="email-undo-form"
        >
          <SubmitButton
            busy={state === 'busy'}
            label={t('web.account.emailUndo.confirm')}
            testId="email-undo-submit"
          />
        </form>
      )}
    </AuthLayout>
  );
}
