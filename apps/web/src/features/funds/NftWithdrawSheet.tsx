// The withdraw sheet of an NFT held in the temporary balance (issue 23, spec §8): the bound address it
// goes to, the coin that pays the gas fee and the fee (the recommended one per NFT filled in; less is
// refused here and by the server, 5027), and the security password. While ads or orders are open the
// spec's message shows and nothing is sent (the server answers 3021 too).
import type { HeldNftDto } from '@p2p/contracts';
import { errorText, isApiError } from '@p2p/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WithdrawPassword } from './WithdrawPassword';
import { postWithdrawNft } from '../../api/funds';
import { WEB_ERROR_TEXT_RULES } from '../../api/errorRules';
import { useUserInfo } from '../../hooks/useAccount';
import { queryKeys } from '../../queryKeys';
import { Sheet } from '../account/Sheet';
import { N } from '../nfts/texts';
import { gasFeeProblem } from './withdrawRules';
import '../account/account.css';
import '../account/profile/edit.css';
import './funds.css';

export interface NftWithdrawSheetProps {
  held: HeldNftDto | null;
  blocked: boolean;
  onClose(): void;
}

function NftWithdrawForm({ held, blocked, onClose }: NftWithdrawSheetProps & { held: HeldNftDto }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const hasPassword = useUserInfo().data?.hasSecurityPassword !== false;
  const [feeCoin, setFeeCoin] = useState(held.gasFees[0]?.coin ?? '');
  const recommended = held.gasFees.find((f) => f.coin === feeCoin)?.fee ?? '0';
  const [gasFee, setGasFee] = useState(recommended);
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const problem = gasFeeProblem(gasFee, recommended);
  const canSend = !blocked && hasPassword && Boolean(held.withdrawTo) && feeCoin !== '' && !busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(null);
    if (problem || !password || !canSend) return;
    setBusy(true);
    try {
      await postWithdrawNft({ id: held.id, feeCoin, gasFee: gasFee.trim(), securityPassword: password });
      Toast.show({ icon: 'success', content: t(`${N}.held.success`) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.session.funds });
      onClose();
    } catch (error) {
      const tr = { exists: (k: string) => i18n.exists(k), t: (k: string) => i18n.t(k) };
      setServerError(isApiError(error) ? errorText(error, tr, WEB_ERROR_TEXT_RULES) : null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="withdraw" noValidate onSubmit={(e) => void submit(e)} data-testid="nft-withdraw-form">
      {blocked ? (
        <p className="funds-notice" role="alert" data-testid="nft-withdraw-blocked">
          <ExclamationCircleFill />
          <span>{t('common.messages.withdrawBlocked')}</span>
        </p>
      ) : null}
      <dl className="funds-fields">
        <div>
          <dt>{t(`${N}.held.contract`)}</dt>
          <dd className="funds-mono" data-testid="nft-withdraw-contract">
            {held.contract}
          </dd>
        </div>
        <div>
          <dt>{t(`${N}.held.to`)}</dt>
          <dd className="funds-mono" data-testid="nft-withdraw-to">
            <span className="chain-tag">{held.chain}</span>
            {held.withdrawTo ?? t(`${N}.held.noAddress`)}
          </dd>
        </div>
      </dl>
      <div className="field">
        <label className="field__label" htmlFor="nft-withdraw-coin">
          {t(`${N}.held.feeCoin`)}
        </label>
        <div className="field__control">
          <select
            id="nft-withdraw-coin"
            className="field__input"
            value={feeCoin}
            data-testid="nft-withdraw-coin"
            onChange={(e) => {
              setFeeCoin(e.target.value);
              setGasFee(held.gasFees.find((f) => f.coin === e.target.value)?.fee ?? '0');
            }}
          >
            {held.gasFees.map((f) => (
              <option key={f.coin} value={f.coin}>
                {f.coin}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={`field${touched && problem ? ' field--error' : ''}`}>
        <label className="field__label" htmlFor="nft-withdraw-fee">
          {t(`${N}.held.gasFee`)}
        </label>
        <div className="field__control">
          <input
            id="nft-withdraw-fee"
            className="field__input"
            inputMode="decimal"
            autoComplete="off"
            value={gasFee}
            data-testid="nft-withdraw-fee"
            onChange={(e) => setGasFee(e.target.value.replace(/[^\d.]/g, ''))}
            onBlur={() => setTouched(true)}
          />
          <div className="field__suffix">
            <span className="funds-muted">{feeCoin}</span>
          </div>
        </div>
        <p className="funds-muted" data-testid="nft-withdraw-recommended">
          {t(`${N}.held.recommended`, { fee: recommended, coin: feeCoin })}
        </p>
        {touched && problem ? (
          <p className="field__error" role="alert" data-testid="nft-withdraw-fee-error">
            {t(problem, { fee: recommended, coin: feeCoin })}
          </p>
        ) : null}
      </div>
      <WithdrawPassword
        prefix="nft-withdraw"
        hasPassword={hasPassword}
        password={password}
        touched={touched}
        serverError={serverError}
        onPassword={setPassword}
      />
      <button type="submit" className="funds-button" disabled={!canSend} data-testid="nft-withdraw-submit">
        {t(`${N}.held.submit`)}
      </button>
    </form>
  );
}

export function NftWithdrawSheet({ held, blocked, onClose }: NftWithdrawSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet
      visible={held !== null}
      title={t(`${N}.held.sheetTitle`, { id: held?.tokenId ?? '' })}
      testId="nft-withdraw-sheet"
      onClose={onClose}
      destroyOnClose
    >
      {held ? <NftWithdrawForm held={held} blocked={blocked} onClose={onClose} /> : null}
    </Sheet>
  );
}
