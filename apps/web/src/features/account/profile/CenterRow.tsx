// One row of the personal center: an icon, a label, the current value, and where it leads.
import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface CenterRowProps {
  testId: string;
  icon: ReactNode;
  label: string;
  value?: ReactNode;
  /** The value asks for action (e.g. "Not set"). */
  attention?: boolean;
  /** Where the row leads; a row with neither `to` nor `onClick` only shows its value. */
  to?: string;
  onClick?(): void;
}

export function CenterRow({ testId, icon, label, value, attention, to, onClick }: CenterRowProps) {
  const body = (
    <>
      <span className="center-row__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="center-row__label">{label}</span>
      <span
        className={`center-row__value${attention ? ' is-attention' : ''}`}
        data-testid={`${testId}-value`}
      >
        {typeof value === 'string' ? <span className="center-row__text">{value}</span> : value}
      </span>
      {to || onClick ? <RightOutline className="center-row__arrow" /> : null}
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className="center-row" data-testid={testId}>
          {body}
        </Link>
      ) : onClick ? (
        <button type="button" className="center-row" data-testid={testId} onClick={onClick}>
          {body}
        </button>
      ) : (
        <div className="center-row center-row--static" data-testid={testId}>
          {body}
        </div>
      )}
    </li>
  );
}
