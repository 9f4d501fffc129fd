// The account screens' bottom sheet: a titled popup with a close button (bind wallet, reset
// confirmation, country or region).
import { Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './sheet.css';

export interface SheetProps {
  visible: boolean;
  title: string;
  testId: string;
  onClose(): void;
  /** Fills 75% of the screen height (long lists). */
  tall?: boolean;
  destroyOnClose?: boolean;
  afterClose?(): void;
  children: ReactNode;
}

export function Sheet({
  visible,
  title,
  testId,
  onClose,
  tall,
  destroyOnClose,
  afterClose,
  children,
}: SheetProps) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      bodyClassName={tall ? 'sheet sheet--tall' : 'sheet'}
      destroyOnClose={destroyOnClose}
      afterClose={afterClose}
    >
      <div className="sheet__inner" data-testid={testId}>
        <div className="sheet__head">
          <h3 className="sheet__title">{title}</h3>
          <button type="button" className="icon-button" aria-label={t('web.header.close')} onClick={onClose}>
            <CloseOutline />
          </button>
        </div>
        {children}
      </div>
    </Popup>
  );
}
