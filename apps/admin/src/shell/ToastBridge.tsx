// Hands antd's message API (from `App.useApp()`, so it follows the theme and locale) to the API wrapper.
import { App } from 'antd';
import { useEffect } from 'react';
import { setErrorToast } from './notifier';

export function ToastBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setErrorToast((text) => void message.error({ content: text, key: text, duration: 2 }));
    return () => setErrorToast(null);
  }, [message]);
  return null;
}
