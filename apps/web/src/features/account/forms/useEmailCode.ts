// "Send code": the address is checked first (`GET /email/check/{x}`: a new account needs a free address,
// a reset a registered one), then the slide-to-verify check, then `POST /email/send`, then a countdown
// until the code may be requested again (the server's resendInSeconds).
import type { EmailCodeScene } from '@p2p/contracts';
import { Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isEmailRegistered, sendEmailCode } from '../../../api/auth';

/** Seconds left until `until` (ms epoch), ticking every second. */
export function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** The outcome of "Send code": sent, given up (slider closed, error toasted), or a reason for the field. */
export type SendOutcome = { sent: true } | { sent: false; fieldError?: string };

export interface EmailCodeSender {
  send(email: string): Promise<SendOutcome>;
  /** Seconds until the next code may be requested (0: now). */
  remaining: number;
  sending: boolean;
  /** A code was sent at least once (the button then says "Resend"). */
  sent: boolean;
}

export function useEmailCode(scene: EmailCodeScene, verify: () => Promise<string | null>): EmailCodeSender {
  const { t } = useTranslation();
  const [until, setUntil] = useState(0);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const remaining = useCountdown(until);

  const send = useCallback(
    async (email: string): Promise<SendOutcome> => {
      if (sending || until > Date.now()) return { sent: false };
      setSending(true);
      let registered: boolean;
      try {
        registered = await isEmailRegistered(email);
      } catch {
        setSending(false);
        return { sent: false };
      }
      setSending(false);
      if (scene === 'RESET_PASSWORD' && !registered) return { sent: false, fieldError: 'errors.1002' };
      if (scene !== 'RESET_PASSWORD' && registered) return { sent: false, fieldError: 'errors.1000' };
      const sliderToken = await verify();
      if (!sliderToken) return { sent: false };
      setSending(true);
      try {
        const answer = await sendEmailCode(email, scene, sliderToken);
        setUntil(Date.now() + answer.resendInSeconds * 1000);
        setSent(true);
        Toast.show({ icon: 'success', content: t('web.account.code.sent') });
        return { sent: true };
      } catch {
        // The API wrapper has shown the reason as a toast (1000, 1002, 1011, ...).
        return { sent: false };
      } finally {
        setSending(false);
      }
    },
    [scene, sending, t, until, verify],
  );

  return { send, remaining, sending, sent };
}

interface EmailAndCode {
  email?: string;
  code?: string;
}

/**
 * The forms' "Send code" for their `email` and `code` fields: the address is validated, `refuse` may
 * name a reason of the form's own (the current address on /updateEmail), then the code is sent; the
 * focus moves to the code, or the address field shows why nothing was sent.
 */
export function useSendCode<T extends EmailAndCode>(
  form: UseFormReturn<T>,
  sender: EmailCodeSender,
  refuse?: (email: string) => string | null,
): () => Promise<void> {
  const { trigger, getValues, setError, setFocus } = form;
  return useCallback(async () => {
    const emailField = 'email' as Path<T>;
    if (!(await trigger(emailField))) return;
    const email = String(getValues(emailField) ?? '').trim();
    const reason = refuse?.(email) ?? null;
    if (reason) {
      setError(emailField, { message: reason });
      return;
    }
    const outcome = await sender.send(email);
    if (outcome.sent) setFocus('code' as Path<T>);
    else if (outcome.fieldError) setError(emailField, { message: outcome.fieldError });
  }, [getValues, refuse, sender, setError, setFocus, trigger]);
}
