// An image field's upload (the payment QR code, an appeal's evidence): the chosen file checked before it
// is sent (JPG, PNG or BMP, under 1 MB: 1018, 1019), uploaded with the session's token, its bytes kept as
// the preview (no need to read them back), and the error to show: the field's own texts (`texts`:
// `<texts>.wrongType`, `.tooLarge`, `.uploadFailed`) or the API's refusal through the app's error texts.
import { errorText, isApiError } from '@p2p/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WEB_ERROR_TEXT_RULES } from '../api/errorRules';
import { imageProblem, uploadImage } from '../api/files';
import { fileQueryKey } from './useFileUrl';

export interface ImageUpload {
  /** The file input's change handler. */
  choose(e: ChangeEvent<HTMLInputElement>): Promise<void>;
  busy: boolean;
  error: string | null;
}

export function useImageUpload(
  texts: string,
  {
    onUploaded,
    onBusy,
    disabled = false,
  }: { onUploaded(id: string): void; onBusy(busy: boolean): void; disabled?: boolean },
): ImageUpload {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (e: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file may be chosen again
    if (!file || disabled) return;
    const problem = imageProblem(file);
    if (problem) {
      setError(t(`${texts}.${problem === '1018' ? 'wrongType' : 'tooLarge'}`));
      return;
    }
    setError(null);
    setBusy(true);
    onBusy(true);
    try {
      const uploaded = await uploadImage(file);
      queryClient.setQueryData(fileQueryKey(uploaded.id), file);
      onUploaded(uploaded.id);
    } catch (cause) {
      const tr = { exists: (key: string) => i18n.exists(key), t: (key: string) => i18n.t(key) };
      setError(
        (isApiError(cause) && errorText(cause, tr, WEB_ERROR_TEXT_RULES)) || t(`${texts}.uploadFailed`),
      );
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };
  return { choose, busy, error };
}
