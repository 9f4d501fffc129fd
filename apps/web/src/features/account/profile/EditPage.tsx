// The frame of the account edit pages: the current value, the form card and the rule that applies.
import { WebRoutes } from '@p2p/contracts';
import { Toast } from 'antd-mobile';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useReturnPath } from '../../setup/returnPath';
import '../account.css';
import './edit.css';

export interface EditPageProps {
  testId: string;
  current?: { label: string; value: ReactNode };
  /** The rule shown under the form. */
  hint?: ReactNode;
  children: ReactNode;
}

export function EditPage({ testId, current, hint, children }: EditPageProps) {
  return (
    <div className="page edit" data-testid={testId}>
      {current ? (
        <div className="edit__current">
          <span className="edit__current-label">{current.label}</span>
          <strong className="edit__current-value" data-testid={`${testId}-current`}>
            {current.value}
          </strong>
        </div>
      ) : null}
      <div className="edit__card">{children}</div>
      {hint ? (
        <p className="edit__hint">
          <InformationCircleOutline className="edit__hint-icon" />
          <span>{hint}</span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * After a saved edit: a toast, then back to the page that sent the trader here (`?back=`, a setup step
 * from Home or a blocked form, issue 26), else to the personal center.
 */
export function useEditDone(): (messageKey: string) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useReturnPath();
  return useCallback(
    (messageKey: string) => {
      Toast.show({ icon: 'success', content: t(messageKey) });
      navigate(back ?? WebRoutes.personalCenter, { replace: true });
    },
    [back, navigate, t],
  );
}
