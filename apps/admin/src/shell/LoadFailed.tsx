import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';

/** Something a page reads that could not be loaded: the error, with a button that reads it again. */
export function LoadFailed({
  title,
  retryText,
  onRetry,
  description,
  spaced = false,
  testId,
}: {
  title: string;
  retryText: string;
  onRetry: () => void;
  /** Why, when the API said it (the catalogue text). */
  description?: ReactNode;
  /** Leaves a gap below it (above the list it stands for). */
  spaced?: boolean;
  testId?: string;
}) {
  return (
    <Alert
      type="error"
      showIcon
      {...(spaced ? { style: { marginBottom: 12 } } : {})}
      title={title}
      {...(description ? { description } : {})}
      action={<Button onClick={onRetry}>{retryText}</Button>}
      {...(testId ? { 'data-testid': testId } : {})}
    />
  );
}
