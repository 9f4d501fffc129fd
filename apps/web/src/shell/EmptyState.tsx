// The one empty state of the app: an icon, a title, an explanation and one action.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  message?: string;
  action?: { label: string; to: string };
  /** An action on this page instead of a link (Retry, Reset filters). */
  button?: { label: string; onClick: () => void; testId: string };
  testId?: string;
  children?: ReactNode;
}

export function EmptyState({
  icon,
  title,
  message,
  action,
  button,
  testId = 'empty-state',
  children,
}: EmptyStateProps) {
  return (
    <section className="empty-state" data-testid={testId}>
      <div className="empty-state__icon" aria-hidden="true">
        {icon}
      </div>
      <h2 className="empty-state__title">{title}</h2>
      {message ? <p className="empty-state__message">{message}</p> : null}
      {children}
      {action ? (
        <Link
          className="button button--primary empty-state__action"
          to={action.to}
          data-testid="empty-state-action"
        >
          {action.label}
        </Link>
      ) : null}
      {button ? (
        <button
          type="button"
          className="button button--outline empty-state__action"
          onClick={button.onClick}
          data-testid={button.testId}
        >
          {button.label}
        </button>
      ) : null}
    </section>
  );
}
