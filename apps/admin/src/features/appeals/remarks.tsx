// What deciding a case and cancelling its execution share: the panel's props, the remarks field, and what
// a refusal does.
import { APPEAL_REMARKS_MAX_LENGTH, isValidAppealRemarks, type AdminAppealCaseDto } from '@p2p/contracts';
import { isApiError } from '@p2p/contracts/client';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../api/useErrorText';
import { D } from './format';
import { APPEAL_PROCESSED } from './useAppeals';

/** The decision panel and its pending execution: the case as last read, and who may act on it. */
export interface CasePanelProps {
  appealCase: AdminAppealCaseDto;
  /** The role may decide (access.ts) and the API agrees (`canDecide`). */
  canDecide: boolean;
  /** Reads the case again (the countdown ended, or the API says the case moved on). */
  onStale(): void;
}

/**
 * The remarks of a decision or a cancellation (form field `remarks`): required and within the length the
 * API takes, with a count; Ctrl+Enter (⌘+Enter) in it submits the form.
 */
export function RemarksField({
  label,
  rows,
  placeholder,
  autoFocus = false,
  testId,
}: {
  label: string;
  rows: number;
  placeholder?: string;
  autoFocus?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <Form.Item
      name="remarks"
      label={label}
      rules={[
        {
          validator: (_, value: unknown) =>
            isValidAppealRemarks(value)
              ? Promise.resolve()
              : Promise.reject(new Error(t(`${D}.decide.remarksRequired`))),
        },
      ]}
    >
      <Input.TextArea
        autoFocus={autoFocus}
        rows={rows}
        maxLength={APPEAL_REMARKS_MAX_LENGTH}
        showCount
        placeholder={placeholder}
        data-testid={testId}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) form.submit();
        }}
      />
    </Form.Item>
  );
}

/**
 * What a refused decision or cancellation does: 5003 (another officer was first, or the decision already
 * ran) calls `onProcessed`; any other API error is shown in the console's language.
 */
export function useRefusal(): (error: unknown, onProcessed: () => void) => void {
  const { message } = App.useApp();
  const errorText = useErrorText();
  return (error, onProcessed) => {
    if (isApiError(error) && error.code === APPEAL_PROCESSED) return onProcessed();
    const text = isApiError(error) ? errorText(error) : null;
    if (text) void message.error(text);
  };
}
