// The chat's composer: a text (1 to 500 characters once trimmed) sent with the button or Enter, and an
// image chosen from the device, checked before it is sent (JPG, PNG or BMP under 1 MB), uploaded through
// `POST /file/uploadImage` as the payment-method QR code is, then sent as an IMAGE message. A refusal is
// shown above the composer with the app's error texts.
import { CHAT_TEXT_MAX_LENGTH, isValidChatText, type ChatMessageDto } from '@p2p/contracts';
import { errorText, isApiError } from '@p2p/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { PictureOutline } from 'antd-mobile-icons';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendChatImage, sendChatText } from '../../api/chat';
import { WEB_ERROR_TEXT_RULES } from '../../api/errorRules';
import { IMAGE_TYPES, imageProblem, uploadImage } from '../../api/files';
import { fileQueryKey } from '../../hooks/useFileUrl';
import { C } from './format';

const LOCAL_TEXT = { '1018': `${C}.wrongType`, '1019': `${C}.tooLarge` } as const;

export interface ChatComposerProps {
  orderId: string;
  /** A message the API accepted. */
  onSent(message: ChatMessageDto): void;
}

export function ChatComposer({ orderId, onSent }: ChatComposerProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<'text' | 'image' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refusal = (cause: unknown): string => {
    const tr = { exists: (key: string) => i18n.exists(key), t: (key: string) => i18n.t(key) };
    return (isApiError(cause) && errorText(cause, tr, WEB_ERROR_TEXT_RULES)) || t(`${C}.sendFailed`);
  };

  const sendText = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (!isValidChatText(text) || busy) return;
    setBusy('text');
    setError(null);
    try {
      onSent(await sendChatText(orderId, text.trim()));
      setText('');
    } catch (cause) {
      setError(refusal(cause));
    } finally {
      setBusy(null);
    }
  };

  const sendImage = async (e: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file may be chosen again
    if (!file || busy) return;
    const problem = imageProblem(file);
    if (problem) {
      setError(t(LOCAL_TEXT[problem]));
      return;
    }
    setBusy('image');
    setError(null);
    try {
      const uploaded = await uploadImage(file);
      // The chosen bytes are what the chat shows: no need to read them back.
      queryClient.setQueryData(fileQueryKey(uploaded.id), file);
      onSent(await sendChatImage(orderId, uploaded.id));
    } catch (cause) {
      setError(refusal(cause));
    } finally {
      setBusy(null);
    }
  };

  const length = [...text.trim()].length;
  return (
    <form className="chat-composer" onSubmit={(e) => void sendText(e)} data-testid="chat-composer">
      {error ? (
        <p className="chat-composer__error" role="alert" data-testid="chat-error">
          {error}
        </p>
      ) : null}
      {busy === 'image' ? <p className="chat-composer__status">{t(`${C}.uploading`)}</p> : null}
      <div className="chat-composer__row">
        <input
          ref={fileInput}
          className="chat-composer__file"
          type="file"
          accept={IMAGE_TYPES.join(',')}
          onChange={(e) => void sendImage(e)}
          data-testid="chat-image-input"
          tabIndex={-1}
          aria-hidden="true"
        />
        <button
          type="button"
          className="chat-composer__image"
          disabled={busy !== null}
          onClick={() => fileInput.current?.click()}
          aria-label={t(`${C}.image`)}
          data-testid="chat-image-choose"
        >
          <PictureOutline />
        </button>
        <input
          className="chat-composer__input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t(`${C}.placeholder`)}
          aria-label={t(`${C}.placeholder`)}
          maxLength={CHAT_TEXT_MAX_LENGTH * 2}
          enterKeyHint="send"
          data-testid="chat-input"
        />
        <button
          type="submit"
          className="button button--primary chat-composer__send"
          disabled={busy !== null || !isValidChatText(text)}
          data-testid="chat-send"
        >
          {t(`${C}.send`)}
        </button>
      </div>
      {length > CHAT_TEXT_MAX_LENGTH ? (
        <p className="chat-composer__error" data-testid="chat-too-long">
          {t(`${C}.tooLong`, { length, max: CHAT_TEXT_MAX_LENGTH })}
        </p>
      ) : null}
    </form>
  );
}
