// The figure of an order: by amount (quote) or by quantity (coin), typed as digits and one dot and cut
// to the pair's decimals (spec §5), with what is wrong with it below.
import { sanitizeNumberInput } from '@p2p/domain/money';
import { useTranslation } from 'react-i18next';
import { O, type InputMode } from './format';

const P = `${O}.place`;

export interface FigureInputProps {
  mode: InputMode;
  value: string;
  /** The unit of each mode (the quote and the coin). */
  units: Record<InputMode, string>;
  scales: Record<InputMode, number>;
  problem: string | null;
  onMode(mode: InputMode): void;
  onValue(value: string): void;
}

export function FigureInput({ mode, value, units, scales, problem, onMode, onValue }: FigureInputProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="orders-filter" role="tablist" aria-label={t(`${P}.by`)}>
        {(['amount', 'quantity'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            className={`orders-filter__tab${mode === m ? ' is-active' : ''}`}
            onClick={() => {
              onMode(m);
              onValue('');
            }}
            data-testid={`place-mode-${m}`}
          >
            {t(`${P}.${m === 'amount' ? 'byAmount' : 'byQuantity'}`)}
          </button>
        ))}
      </div>
      <div className={`field${problem ? ' field--error' : ''}`}>
        <label className="field__label" htmlFor="place-value">
          {t(`${P}.${mode}`)}
        </label>
        <div className="field__control">
          <input
            id="place-value"
            className="field__input"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t(`${P}.placeholder`)}
            value={value}
            data-testid="place-value"
            onChange={(e) =>
              onValue(sanitizeNumberInput(e.target.value, { decLength: Math.min(scales[mode], 11) }))
            }
          />
          <div className="field__suffix">
            <span className="ads-muted">{units[mode]}</span>
          </div>
        </div>
        {problem ? (
          <p className="field__error" role="alert" data-testid="place-problem">
            {problem}
          </p>
        ) : null}
      </div>
    </>
  );
}
