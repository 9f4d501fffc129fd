// The banner at the top of every signed-in page while any line of the proof of reserves has a non-zero
// difference (the escrow wallet's balance on chain does not equal what the platform owes).
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mismatchedLines, useReserves } from './useReserves';
import './reserves.css';

export function ReservesAlert() {
  const { t } = useTranslation();
  const reserves = useReserves();
  const lines = mismatchedLines(reserves.data);
  if (lines.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      banner
      role="alert"
      className="reserves-alert"
      data-testid="reserves-alert"
      title={t('admin.reserves.alertTitle')}
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
        </ul>
      }
      action={<Link to="/">{t('admin.reserves.alertAction')}</Link>}
    />
  );
}
