// A copy button beside an address, an amount or a hash: the clipboard, then a short "Copied" toast.
import { Toast } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // falls back to a selected text area below
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export function CopyButton({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="funds-copy"
      data-testid={testId}
      aria-label={t('common.funds.copy')}
      onClick={() => {
        void writeClipboard(value).then((ok) => {
          if (ok) Toast.show({ content: t('common.funds.copied'), duration: 1200 });
        });
      }}
    >
      <FileOutline />
    </button>
  );
}
