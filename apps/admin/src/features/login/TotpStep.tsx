// The second step of the staff sign-in: on the first sign-in the new secret as a QR code (and as text to
// type in), then the authenticator's 6-digit code. The code is sent with the password step's challenge.
import { KeyOutlined } from '@ant-design/icons';
import type { StaffChallengeDto, StaffLoginResultDto } from '@p2p/contracts';
import { isApiError, isUnauthorized } from '@p2p/contracts/client';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyTotp } from '../../api/staff';
import { useErrorText } from '../../api/useErrorText';

interface TotpStepProps {
  challenge: StaffChallengeDto;
  onSignedIn(result: StaffLoginResultDto): void;
  /** Back to the password step (also when the challenge expired). */
  onRestart(expired: boolean): void;
}

/** The otpauth URI as an SVG QR code (no canvas needed). */
function useQrCode(uri: string | null): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!uri) return;
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    return () => {
      live = false;
    };
  }, [uri]);
  return src;
}

export function TotpStep({ challenge, onSignedIn, onRestart }: TotpStepProps) {
  const { t } = useTranslation();
  const textOf = useErrorText();
  const [form] = Form.useForm<{ code: string }>();
  const enrolment = challenge.enrolment;
  const qr = useQrCode(enrolment?.otpauthUri ?? null);
  const confirm = useMutation({
    mutationFn: verifyTotp,
    onSuccess: onSignedIn,
    onError(error) {
      // 401: the challenge expired or was used; start again from the password.
      if (isApiError(error) && isUnauthorized(error)) onRestart(true);
      else form.setFieldValue('code', '');
    },
  });
  const error = confirm.error && isApiError(confirm.error) ? textOf(confirm.error) : null;

  return (
    <div data-testid={enrolment ? 'totp-enrol' : 'totp-step'}>
      <Typography.Title level={4} className="login-title">
        {t(enrolment ? 'admin.login.totp.enrolTitle' : 'admin.login.totp.codeTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="login-subtitle">
        {t(enrolment ? 'admin.login.totp.enrolHint' : 'admin.login.totp.codeHint')}
      </Typography.Paragraph>
      {enrolment && (
        <Flex vertical align="center" gap={8} className="totp-enrolment">
          {qr && <img src={qr} alt={t('admin.login.totp.qrAlt')} className="totp-qr" data-testid="totp-qr" />}
          <Typography.Text type="secondary">{t('admin.login.totp.secretLabel')}</Typography.Text>
          <Typography.Text code copyable className="totp-secret" data-testid="totp-secret">
            {enrolment.secret}
          </Typography.Text>
        </Flex>
      )}
      {error && (
        <Alert type="error" showIcon title={error} className="login-error" data-testid="totp-error" />
      )}
      <Form<{ code: string }>
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        disabled={confirm.isPending}
        onFinish={(values) =>
          confirm.mutate({ challenge: challenge.challenge, code: values.code.replace(/\s/g, '') })
        }
        data-testid="totp-form"
      >
        <Form.Item
          name="code"
          label={t('admin.login.totp.code')}
          rules={[
            { required: true, pattern: /^\s*\d{3}\s?\d{3}\s*$/, message: t('admin.login.totp.codeRequired') },
          ]}
        >
          <Input
            data-testid="totp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            maxLength={7}
            prefix={<KeyOutlined />}
            placeholder="123456"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={confirm.isPending}
          data-testid="totp-submit"
          className="login-submit"
        >
          {t('admin.login.totp.confirm')}
        </Button>
        <Button type="link" block onClick={() => onRestart(false)} data-testid="totp-back">
          {t('admin.login.totp.back')}
        </Button>
      </Form>
    </div>
  );
}
