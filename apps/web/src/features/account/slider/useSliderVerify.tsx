// Opens the slide-to-verify sheet and answers a promise: the slider token, or null when the user closed
// the sheet. Render `element` once in the page.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { SliderCaptcha } from './SliderCaptcha';

export interface SliderVerify {
  verify(): Promise<string | null>;
  element: ReactNode;
}

export function useSliderVerify(): SliderVerify {
  const [open, setOpen] = useState(false);
  const pending = useRef<((token: string | null) => void) | null>(null);

  const settle = useCallback((token: string | null) => {
    setOpen(false);
    const resolve = pending.current;
    pending.current = null;
    resolve?.(token);
  }, []);

  const verify = useCallback(
    () =>
      new Promise<string | null>((resolve) => {
        pending.current?.(null);
        pending.current = resolve;
        setOpen(true);
      }),
    [],
  );

  const element = (
    <SliderCaptcha visible={open} onPass={(token) => settle(token)} onCancel={() => settle(null)} />
  );
  return { verify, element };
}
