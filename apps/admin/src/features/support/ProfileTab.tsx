// The trader's account as customer service sees it: identity, KYC level, wallet binding, trading facts
// and security settings, and the certified-merchant flag (granted or removed with a reason).
import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { SupportUserDto } from '@p2p/contracts';
import { Button, Card, Col, Descriptions, Flex, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../operations/time';
import { KYC_COLORS, percent } from './format';
import { ReasonModal } from './ReasonModal';
import { useSetCertified } from './useSupport';

/** Every block of the profile: bordered, small, two columns on a wide screen. */
const SECTION = { bordered: true, size: 'small', column: { xs: 1, md: 2 } } as const;

function CertificationCard({ user }: { user: SupportUserDto }) {
  const { t } = useTranslation();
  const change = useSetCertified(user.id);
  const [open, setOpen] = useState(false);
  const granting = !user.certified;
  const blocked = granting && user.kyc.level !== 'ADVANCED';
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <SafetyCertificateOutlined />
          {t('admin.support.certification.title')}
        </Flex>
      }
      data-testid="certification-card"
    >
      <Flex vertical gap={12} align="flex-start">
        <Tag color={user.certified ? 'gold' : 'default'} data-testid="certification-state">
          {t(user.certified ? 'admin.support.certification.on' : 'admin.support.certification.off')}
        </Tag>
        <Typography.Text type="secondary">{t('admin.support.certification.hint')}</Typography.Text>
        {blocked && (
          <Typography.Text type="warning" data-testid="certification-needs-kyc">
            {t('admin.support.certification.needsKyc')}
          </Typography.Text>
        )}
        <Button
          type={granting ? 'primary' : 'default'}
          danger={!granting}
          disabled={blocked}
          onClick={() => setOpen(true)}
          data-testid="certification-toggle"
        >
          {t(granting ? 'admin.support.certification.grant' : 'admin.support.certification.remove')}
        </Button>
      </Flex>
      {open && (
        <ReasonModal
          title={t(granting ? 'admin.support.certification.grant' : 'admin.support.certification.remove')}
          okText={t(granting ? 'admin.support.certification.grant' : 'admin.support.certification.remove')}
          danger={!granting}
          pending={change.isPending}
          onClose={() => setOpen(false)}
          onSubmit={(reason) =>
            change.mutate({ certified: granting, reason }, { onSuccess: () => setOpen(false) })
          }
        />
      )}
    </Card>
  );
}

export function ProfileTab({ user }: { user: SupportUserDto }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null) =>
    iso ? formatInstant(iso, i18n.language) : t('admin.support.profile.never');
  const yes = (flag: boolean) => t(flag ? 'admin.ops.yes' : 'admin.ops.no');
  const orNone = (value: string | null) => value ?? t('admin.support.none');
  const p = (key: string) => t(`admin.support.profile.${key}`);
  const isSet = (flag: boolean) => p(flag ? 'set' : 'notSet');
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={16}>
        <Flex vertical gap={24}>
          <Descriptions title={p('account')} {...SECTION} data-testid="profile-account">
            <Descriptions.Item label={p('id')}>{user.id}</Descriptions.Item>
            <Descriptions.Item label={p('email')}>{orNone(user.email)}</Descriptions.Item>
            <Descriptions.Item label={p('nickname')}>{orNone(user.nickname)}</Descriptions.Item>
            <Descriptions.Item label={p('region')}>{orNone(user.regionId)}</Descriptions.Item>
            <Descriptions.Item label={p('language')}>{user.language}</Descriptions.Item>
            <Descriptions.Item label={p('createdAt')}>{when(user.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={p('lastLoginAt')}>{when(user.lastLoginAt)}</Descriptions.Item>
          </Descriptions>
          <Descriptions title={p('kycTitle')} {...SECTION} data-testid="profile-kyc">
            <Descriptions.Item label={p('kycLevel')}>
              <Tag color={KYC_COLORS[user.kyc.level]} data-testid="profile-kyc-level">
                {t(`admin.support.kyc.${user.kyc.level}`)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={p('kycVerifiedAt')}>{when(user.kyc.verifiedAt)}</Descriptions.Item>
          </Descriptions>
          <Descriptions title={p('walletTitle')} {...SECTION} column={1} data-testid="profile-wallet">
            <Descriptions.Item label={p('walletAddress')}>
              {user.wallet.address ? (
                <Typography.Text code copyable>
                  {user.wallet.address}
                </Typography.Text>
              ) : (
                p('notBound')
              )}
            </Descriptions.Item>
            <Descriptions.Item label={p('identityBound')}>{yes(user.wallet.identityBound)}</Descriptions.Item>
            <Descriptions.Item label={p('usdtAddress')}>
              {user.wallet.usdtAddress ? (
                <Flex gap={8} align="center" wrap>
                  {user.wallet.chainType && <Tag>{user.wallet.chainType}</Tag>}
                  <Typography.Text code copyable>
                    {user.wallet.usdtAddress}
                  </Typography.Text>
                </Flex>
              ) : (
                p('notBound')
              )}
            </Descriptions.Item>
          </Descriptions>
          <Descriptions title={p('tradingTitle')} {...SECTION} data-testid="profile-trading">
            <Descriptions.Item label={p('creditScore')}>
              <span data-testid="profile-credit">{user.creditScore}</span>
            </Descriptions.Item>
            <Descriptions.Item label={p('orders')}>{user.orderCount}</Descriptions.Item>
            <Descriptions.Item label={p('completed')}>{user.completedOrderCount}</Descriptions.Item>
            <Descriptions.Item label={p('completionRate')}>{percent(user.completionRate)}</Descriptions.Item>
            <Descriptions.Item label={p('fastTrader')}>{yes(user.fastTrader)}</Descriptions.Item>
            <Descriptions.Item label={p('online')}>{yes(user.online)}</Descriptions.Item>
            <Descriptions.Item label={p('password')}>{isSet(user.hasPassword)}</Descriptions.Item>
            <Descriptions.Item label={p('securityPassword')}>
              {isSet(user.hasSecurityPassword)}
            </Descriptions.Item>
          </Descriptions>
        </Flex>
      </Col>
      <Col xs={24} xl={8}>
        <CertificationCard user={user} />
      </Col>
    </Row>
  );
}
