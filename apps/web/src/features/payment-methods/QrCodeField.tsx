// The form's optional payment QR code: an image chosen here, checked before it is sent (JPG, PNG or BMP,
// under 1 MB), uploaded with the session's token, previewed, and removable. The form saves its id as
// `qrFileId`. The API's refusals (1018, 1019, 999, ...) are shown under the field with the app's
// error-text helper.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '../../api/files';
import { useFileUrl } from '../../hooks/useFileUrl';
import { useImageUpload } from '../../hooks/useImageUpload';

const Q = 'common.paymentMethods.qr';

export interface QrCodeFieldProps {
  value: string | null;
  onChange(id: string | null): void;
  /** Tells the form an upload is under way (no saving meanwhile). */
  onBusy(busy: boolean): void;
}

export function QrCodeField({ value, onChange, onBusy }: QrCodeFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { choose, busy, error } = useImageUpload(Q, {
    onUploaded: onChange,
    onBusy,
  });
  const preview = useFileUrl(value);

  return (
    <div className={`field pm-qr${error ? ' field--error' : ''}`} data-testid="pm-qr">
      <label className="field__label" htmlFor={inputId}>
        {t(`${Q}.label`)}
      </label>
      {value ? (
        <div className="pm-qr__preview">
          {preview.url ? (
            <img className="pm-qr__image" src={preview.url} alt={t(`${Q}.alt`)} data-testid="pm-qr-image" />
          ) : (
            <span className="pm-qr__placeholder">
              {t(preview.failed ? `${Q}.loadFailed` : `${Q}.loading`)}
            </span>
          )}
          <button
            type="button"
            className="button button--outline"
            disabled={busy}
            onClick={() => onChange(null)}
            data-testid="pm-qr-remove"
          >
            {t(`${Q}.remove`)}
          </button>
        </div>
      ) : null}
      <input
        ref={input}
        id={inputId}
        className="pm-qr__input"
        type="file"
        accept={IMAGE_TYPES.join(',')}
        disabled={busy}
        onChange={(e) => void choose(e)}
        data-testid="pm-qr-input"
      />
      <button
        type="button"
        className="button button--outline"
        disabled={busy}
        onClick={() => input.current?.click()}
        data-testid="pm-qr-choose"
      >
        {t(busy ? `${Q}.uploading` : value ? `${Q}.replace` : `${Q}.choose`)}
      </button>
      {error ? (
        <p className="field__error" role="alert" data-testid="pm-qr-error">
          {error}
        </p>
      ) : (
        <p className="field__hint">{t(`${Q}.hint`)}</p>
      )}
    </div>
  );
}

/** A stored QR code (the list's "QR" tag opens it): read with the token, shown from a blob URL. */
export function QrCodeImage({ fileId }: { fileId: string }) {
  const { t } = useTranslation();
  const { url, failed } = useFileUrl(fileId);
  return (
    <div className="pm-card__qr-view" data-testid="pm-qr-view">
      {url ? (
        <img className="pm-qr__image" src={url} alt={t(`${Q}.alt`)} data-testid="pm-qr-image" />
      ) : (
        t(failed ? `${Q}.loadFailed` : `${Q}.loading`)
      )}
    </div>
  );
}
