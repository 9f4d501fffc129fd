// The console's full-page states: 403 (role not allowed), 404, the session check failing, loading.
import { Button, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentStaff } from '../session/staff';
import { clearToken } from '../session/token';
import { useRoleName } from './RoleTag';

function BackToDashboard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate('/')}>
      {t('admin.forbidden.back')}
    </Button>
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  const staff = useCurrentStaff();
  const roleName = useRoleName();
  return (
    <Result
      data-testid="forbidden-page"
      status="403"
      title={t('admin.forbidden.title')}
      subTitle={t('admin.forbidden.message', { role: roleName(staff.role) })}
      extra={<BackToDashboard />}
    />
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      data-testid="not-found-page"
      status="404"
      title={t('admin.notFound.title')}
      subTitle={t('admin.notFound.message')}
      extra={<BackToDashboard />}
    />
  );
}

/** The token could not be checked (no answer, or an answer other than 401). */
export function SessionErrorPage({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex className="full-page" align="center" justify="center">
      <Result
        data-testid="session-error"
        status="warning"
        title={t('admin.sessionError.title')}
        subTitle={t('admin.sessionError.message')}
        extra={[
          <Button key="retry" type="primary" loading={retrying} onClick={onRetry} data-testid="session-retry">
            {t('admin.sessionError.retry')}
          </Button>,
          <Button key="signin" onClick={clearToken} data-testid="session-sign-in">
            {t('admin.sessionError.signIn')}
          </Button>,
        ]}
      />
    </Flex>
  );
}

export function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <Flex className="full-page" align="center" justify="center" data-testid="page-loading">
      <Spin size="large" description={t('admin.loading')} />
    </Flex>
  );
}
