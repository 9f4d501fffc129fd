// /login: the staff sign-in card, in two steps: the password, then the TOTP code (on the first sign-in
// after enrolling the authenticator). A signed-in visitor goes on to the page they asked for (or home).
import { LockOutlined, MailOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { StaffChallengeDto, StaffLoginDto, StaffLoginResultDto } from '@p2p/contracts';
import { isApiError } from '@p2p/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { login } from '../../api/staff';
import { useErrorText } from '../../api/useErrorText';
import { queryKeys } from '../../queryKeys';
import { saveToken, useToken } from '../../session/token';
import type { LoginState } from '../../shell/guards';
import { BrandMark } from '../../shell/icons';
import { LanguagePicker } from '../../shell/LanguagePicker';
import { TotpStep } from './TotpStep';
import './login.css';

/** Where to go after signing in: the page asked for when it is a page of this console, else home. */
export function loginTarget(state: unknown): string {
  const from = (state as LoginState | null)?.from;
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/login')) return '/';
  return from;
}

export function LoginPage() {
  const { t } = useTranslation();
  const token = useToken();
  const location = useLocation();
  const queryClient = useQueryClient();
  const textOf = useErrorText();
  const [form] = Form.useForm<StaffLoginDto>();
  const [challenge, setChallenge] = useState<StaffChallengeDto | null>(null);
  const [expired, setExpired] = useState(false);
  const signIn = useMutation({
    mutationFn: login,
    onSuccess(next) {
      setExpired(false);
      setChallenge(next);
    },
  });
  const signedIn = ({ token: newToken, staff }: StaffLoginResultDto) => {
    queryClient.setQueryData(queryKeys.staff.me, staff);
    saveToken(newToken); // the render below then goes on
  };
  const restart = (wasExpired: boolean) => {
    setChallenge(null);
    setExpired(wasExpired);
    signIn.reset();
  };

  useEffect(() => {
    document.title = `${t('admin.login.title')} · ${t('common.appName')}`;
  }, [t]);

  if (token) return <Navigate to={loginTarget(location.state)} replace />;

  const error = signIn.error && isApiError(signIn.error) ? textOf(signIn.error) : null;

  return (
    <main className="login-page">
      <div className="login-language">
        <LanguagePicker />
      </div>
      <Card className="login-card" variant="borderless">
        <Flex vertical align="center" gap={6} className="login-brand">
          <BrandMark size={52} />
          <Typography.Text className="login-product">{t('common.appName')}</Typography.Text>
          <Typography.Text type="secondary" className="login-console">
            {t('admin.consoleName')}
          </Typography.Text>
        </Flex>
        {challenge ? (
          <TotpStep challenge={challenge} onSignedIn={signedIn} onRestart={restart} />
        ) : (
          <>
            <Typography.Title level={3} className="login-title">
              {t('admin.login.title')}
            </Typography.Title>
            <Typography.Paragraph type="secondary" className="login-subtitle">
              {t('admin.login.subtitle')}
            </Typography.Paragraph>
            {expired && (
              <Alert
                type="warning"
                showIcon
                title={t('admin.login.totp.expired')}
                className="login-error"
                data-testid="login-expired"
              />
            )}
            {error && (
              <Alert type="error" showIcon title={error} className="login-error" data-testid="login-error" />
            )}
            <Form<StaffLoginDto>
              form={form}
              layout="vertical"
              requiredMark={false}
              size="large"
              disabled={signIn.isPending}
              onFinish={(values) => signIn.mutate({ email: values.email.trim(), password: values.password })}
              data-testid="login-form"
            >
              <Form.Item
                name="email"
                label={t('admin.login.email')}
                rules={[
                  { required: true, whitespace: true, message: t('admin.login.emailRequired') },
                  { type: 'email', message: t('admin.login.emailInvalid') },
                ]}
              >
                <Input
                  data-testid="login-email"
                  type="email"
                  autoComplete="username"
                  autoFocus
                  prefix={<MailOutlined />}
                  placeholder={t('admin.login.emailPlaceholder')}
                />
              </Form.Item>
              <Form.Item
                name="password"
                label={t('admin.login.password')}
                rules={[{ required: true, message: t('admin.login.passwordRequired') }]}
              >
                <Input.Password
                  data-testid="login-password"
                  autoComplete="current-password"
                  prefix={<LockOutlined />}
                  placeholder={t('admin.login.passwordPlaceholder')}
                />
              </Form.Item>
              <Button
                type="primary"
                htmlType="submit"
                block
                loading={signIn.isPending}
                data-testid="login-submit"
                className="login-submit"
              >
                {t('admin.login.submit')}
              </Button>
            </Form>
          </>
        )}
        <Flex align="center" justify="center" gap={6} className="login-note">
          <SafetyCertificateOutlined />
          <Typography.Text type="secondary">{t('admin.login.restricted')}</Typography.Text>
        </Flex>
      </Card>
    </main>
  );
}
