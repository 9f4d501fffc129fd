// The banner at the top of every signed-in page while any line of the proof of reserves has a non-zero
// difference (the escrow wallet's balance on chain does not equal what the platform owes), or while any
// token's balance on chain cannot be read (its chain's node is down, or no contract answers at its address).
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mismatchedLines, unreadableText, unreadableTokens, useReserves } from './useReserves';
import './reserves.css';

export function ReservesAlert() {
  const { t } = useTranslation();
  const reserves = useReserves();
  const lines = mismatchedLines(reserves.data);
  const unreadable = unreadableTokens(reserves.data);
  if (lines.length === 0 && unreadable.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      banner
      role="alert"
      className="reserves-alert"
      data-testid="reserves-alert"
      title={t(lines.length > 0 ? 'admin.reserves.alertTitle' : 'admin.reserves.alertUnreadableTitle')}
      description={
        <ul className="reserves-alert-lines">
          {lines.map((line) => (
            <li key={`${line.chain}:${line.tokenAddress}`} data-testid="reserves-alert-line">
              {t('admin.reserves.alertLine', {
                token: line.token,
                chain: line.chain,
                difference: line.difference,
                block: line.blockNumber,
              })}
            </li>
          ))}
          {unreadable.map((token) => (
            <li key={`${token.chain}:${token.tokenAddress}`} data-testid="reserves-alert-unreadable">
              {unreadableText(t, token)}
            </li>
          ))}
        </ul>
      }
      action={<Link to="/">{t('admin.reserves.alertAction')}</Link>}
    />
  );
}
