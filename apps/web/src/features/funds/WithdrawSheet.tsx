// The withdraw sheet of a temporary-balance line: the amount (decimal text, "All"), the bound address it
// goes to, the coin chain's minimum, maximum and fee, what arrives, and the security password. While
// ads or orders are open the spec's message shows and nothing is sent (the server answers 3021 too).
import type { TempBalanceDto } from '@p2p/contracts';
import { errorText, isApiError } from '@p2p/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WithdrawPassword } from './WithdrawPassword';
import { postWithdraw } from '../../api/funds';
import { WEB_ERROR_TEXT_RULES } from '../../api/errorRules';
import { useUserInfo } from '../../hooks/useAccount';
import { queryKeys } from '../../queryKeys';
import { Sheet } from '../account/Sheet';
import { compareDecimal, subDecimal } from '@p2p/domain/money';
import { amountProblem } from './withdrawRules';
import '../account/account.css';
import '../account/profile/edit.css';
import './funds.css';

export interface WithdrawSheetProps {
  line: TempBalanceDto | null;
  blocked: boolean;
  onClose(): void;
}

function WithdrawForm({ line, blocked, onClose }: WithdrawSheetProps & { line: TempBalanceDto }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const hasPassword = useUserInfo().data?.hasSecurityPassword !== false;
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const problem = amountProblem(amount, line);
  const receive = problem === null ? subDecimal(amount.trim(), line.fee, 18) : null;
  const canSend = !blocked && hasPassword && Boolean(line.withdrawTo) && !busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(null);
    if (problem || !password || !canSend) return;
    setBusy(true);
    try {
      await postWithdraw({
        coin: line.coin,
        chain: line.chain,
        amount: amount.trim(),
        securityPassword: password,
      });
      Toast.show({ icon: 'success', content: t('common.funds.withdraw.success') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.session.funds });
      onClose();
    } catch (error) {
      const tr = { exists: (k: string) => i18n.exists(k), t: (k: string) => i18n.t(k) };
      setServerError(isApiError(error) ? errorText(error, tr, WEB_ERROR_TEXT_RULES) : null);
    } finally {
      setBusy(false);
    }
  };

  const dash = '—';
  return (
    <form className="withdraw" noValidate onSubmit={(e) => void submit(e)} data-testid="withdraw-form">
      {blocked ? (
        <p className="funds-notice" role="alert" data-testid="withdraw-blocked">
          <ExclamationCircleFill />
          <span>{t('common.messages.withdrawBlocked')}</span>
        </p>
      ) : null}
      <dl className="funds-fields">
        <div>
          <dt>{t('common.funds.withdraw.available')}</dt>
          <dd data-testid="withdraw-available">{`${line.amount} ${line.coin}`}</dd>
        </div>
        <div>
          <dt>{t('common.funds.withdraw.to')}</dt>
          <dd className="funds-mono" data-testid="withdraw-to">
            <span className="chain-tag">{line.chain}</span>
            {line.withdrawTo ?? t('common.funds.withdraw.noAddress')}
          </dd>
        </div>
      </dl>
      <div className={`field${touched && problem ? ' field--error' : ''}`}>
        <label className="field__label" htmlFor="withdraw-amount">
          {t('common.funds.withdraw.amount')}
        </label>
        <div className="field__control">
          <input
            id="withdraw-amount"
            className="field__input"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('common.funds.withdraw.amountPlaceholder')}
            value={amount}
            data-testid="withdraw-amount"
            onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
            onBlur={() => setTouched(true)}
          />
          <div className="field__suffix">
            <span className="funds-muted">{line.coin}</span>
            <button
              type="button"
              className="funds-link"
              data-testid="withdraw-all"
              onClick={() => setAmount(line.amount)}
            >
              {t('common.funds.withdraw.all')}
            </button>
          </div>
        </div>
        {touched && problem ? (
          <p className="field__error" role="alert" data-testid="withdraw-amount-error">
            {t(problem)}
          </p>
        ) : null}
      </div>
      <dl className="funds-fields funds-fields--compact" data-testid="withdraw-limits">
        <div>
          <dt>{t('common.funds.withdraw.min')}</dt>
          <dd>{line.minWithdrawal ?? dash}</dd>
        </div>
        <div>
          <dt>{t('common.funds.withdraw.max')}</dt>
          <dd>{line.maxWithdrawal ?? dash}</dd>
        </div>
        <div>
          <dt>{t('common.funds.withdraw.fee')}</dt>
          <dd data-testid="withdraw-fee">{`${line.fee} ${line.coin}`}</dd>
        </div>
        <div>
          <dt>{t('common.funds.withdraw.receive')}</dt>
          <dd data-testid="withdraw-receive">
            {receive && compareDecimal(receive, '0') > 0 ? `${receive} ${line.coin}` : dash}
          </dd>
        </div>
      </dl>
      <WithdrawPassword
        prefix="withdraw"
        hasPassword={hasPassword}
        password={password}
        touched={touched}
        serverError={serverError}
        onPassword={setPassword}
      />
      <button type="submit" className="funds-button" disabled={!canSend} data-testid="withdraw-submit">
        {t('common.funds.withdraw.submit')}
      </button>
    </form>
  );
}

export function WithdrawSheet({ line, blocked, onClose }: WithdrawSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet
      visible={line !== null}
      title={t('common.funds.withdraw.title', { coin: line?.coin ?? '' })}
      testId="withdraw-sheet"
      onClose={onClose}
      destroyOnClose
    >
      {line ? <WithdrawForm line={line} blocked={blocked} onClose={onClose} /> : null}
    </Sheet>
  );
}
