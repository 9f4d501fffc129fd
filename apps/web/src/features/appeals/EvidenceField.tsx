// The appeal's evidence images: each checked before it is sent (JPG, PNG or BMP, under 1 MB), uploaded
// through POST /file/uploadImage with the session's token (as the payment QR code and chat images are),
// previewed from the chosen bytes, and removable; at most APPEAL_EVIDENCE_MAX. The form sends their ids.
import { errorText, isApiError } from '@p2p/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WEB_ERROR_TEXT_RULES } from '../../api/errorRules';
import { IMAGE_TYPES, imageProblem, uploadImage } from '../../api/files';
import { fileQueryKey, useFileUrl } from '../../hooks/useFileUrl';
import { AP, APPEAL_EVIDENCE_MAX } from './format';

const F = `${AP}.form`;
const LOCAL_TEXT = { '1018': `${F}.wrongType`, '1019': `${F}.tooLarge` } as const;

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
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const full = value.length >= APPEAL_EVIDENCE_MAX;

  const choose = async (e: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file may be chosen again
    if (!file || full) return;
    const problem = imageProblem(file);
    if (problem) {
      setError(t(LOCAL_TEXT[problem]));
      return;
    }
    setError(null);
    setBusy(true);
    onBusy(true);
    try {
      const uploaded = await uploadImage(file);
      queryClient.setQueryData(fileQueryKey(uploaded.id), file); // the chosen bytes are the preview
      onChange([...value, uploaded.id]);
    } catch (cause) {
      const tr = { exists: (key: string) => i18n.exists(key), t: (key: string) => i18n.t(key) };
      setError((isApiError(cause) && errorText(cause, tr, WEB_ERROR_TEXT_RULES)) || t(`${F}.uploadFailed`));
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

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
