// What both withdraw sheets (a coin line, a held NFT) end with: the security password (or the way to set
// one), and the server's refusal. `prefix` names the test ids and the input's id (`withdraw`,
// `nft-withdraw`).
import { WebRoutes } from '@p2p/contracts';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface WithdrawPasswordProps {
  prefix: string;
  hasPassword: boolean;
  password: string;
  /** The form was submitted once: an empty password says so. */
  touched: boolean;
  serverError: string | null;
  onPassword(value: string): void;
}

export function WithdrawPassword({
  prefix,
  hasPassword,
  password,
  touched,
  serverError,
  onPassword,
}: WithdrawPasswordProps) {
  const { t } = useTranslation();
  return (
    <>
      {hasPassword ? (
        <div className={`field${touched && !password ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor={`${prefix}-password`}>
            {t('common.funds.withdraw.securityPassword')}
          </label>
          <div className="field__control">
            <input
              id={`${prefix}-password`}
              className="field__input"
              type="password"
              autoComplete="off"
              placeholder={t('common.funds.withdraw.securityPasswordPlaceholder')}
              value={password}
              data-testid={`${prefix}-password`}
              onChange={(e) => onPassword(e.target.value)}
            />
          </div>
          {touched && !password ? (
            <p className="field__error" role="alert">
              {t('common.funds.withdraw.passwordRequired')}
            </p>
          ) : null}
        </div>
      ) : (
        <Link
          to={WebRoutes.updateSecurityPassword}
          className="funds-link"
          data-testid={`${prefix}-set-password`}
        >
          {t('common.funds.withdraw.setSecurityPassword')}
        </Link>
      )}
      {serverError ? (
        <p className="funds-notice" role="alert" data-testid={`${prefix}-error`}>
          <ExclamationCircleFill />
          <span>{serverError}</span>
        </p>
      ) : null}
    </>
  );
}
