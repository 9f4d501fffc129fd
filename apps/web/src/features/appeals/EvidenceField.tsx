// The appeal's evidence images: each checked before it is sent (JPG, PNG or BMP, under 1 MB), uploaded
// through POST /file/uploadImage with the session's token (as the payment QR code and chat images are),
// previewed from the chosen bytes, and removable; at most APPEAL_EVIDENCE_MAX. The form sends their ids.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '../../api/files';
import { useFileUrl } from '../../hooks/useFileUrl';
import { useImageUpload } from '../../hooks/useImageUpload';
import { AP, APPEAL_EVIDENCE_MAX } from './format';

const F = `${AP}.form`;

export interface EvidenceFieldProps {
  value: readonly string[];
  onChange(ids: string[]): void;
  onBusy(busy: boolean): void;
}

/** One stored upload, read with the token and shown from a blob URL. */
export function EvidenceImage({ fileId, alt }: { fileId: string; alt: string }) {
  const { t } = useTranslation();
  const { url, failed } = useFileUrl(fileId);
  return url ? (
    <img className="appeal-evidence__image" src={url} alt={alt} data-testid="appeal-evidence-image" />
  ) : (
    <span className="appeal-evidence__placeholder">{failed ? '×' : t(`${F}.uploading`)}</span>
  );
}

export function EvidenceField({ value, onChange, onBusy }: EvidenceFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = value.length >= APPEAL_EVIDENCE_MAX;
  const { choose, busy, error } = useImageUpload(F, {
    onUploaded: (id) => onChange([...value, id]),
    onBusy,
    disabled: full,
  });

  return (
    <div className={`field appeal-evidence${error ? ' field--error' : ''}`} data-testid="appeal-evidence">
      <label className="field__label" htmlFor={inputId}>
        {t(`${F}.evidence`)}
      </label>
      {value.length > 0 ? (
        <ul className="appeal-evidence__list">
          {value.map((id, i) => (
            <li key={id} className="appeal-evidence__item" data-testid={`appeal-evidence-${i}`}>
              <EvidenceImage fileId={id} alt={t(`${F}.imageAlt`, { n: i + 1 })} />
              <button
                type="button"
                className="appeal-evidence__remove"
                disabled={busy}
                onClick={() => onChange(value.filter((v) => v !== id))}
                data-testid={`appeal-evidence-remove-${i}`}
              >
                {t(`${F}.remove`)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        id={inputId}
        className="appeal-evidence__input"
        type="file"
        accept={IMAGE_TYPES.join(',')}
        disabled={busy || full}
        onChange={(e) => void choose(e)}
        data-testid="appeal-evidence-input"
      />
      <button
        type="button"
        className="button button--outline"
        disabled={busy || full}
        onClick={() => input.current?.click()}
        data-testid="appeal-evidence-add"
      >
        {t(busy ? `${F}.uploading` : `${F}.add`)}
      </button>
      {error ? (
        <p className="field__error" role="alert" data-testid="appeal-evidence-error">
          {error}
        </p>
      ) : (
        <p className="field__hint">
          {t(full ? `${F}.full` : `${F}.evidenceHint`, { max: APPEAL_EVIDENCE_MAX })}
        </p>
      )}
    </div>
  );
}
