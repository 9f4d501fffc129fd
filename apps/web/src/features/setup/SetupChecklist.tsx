// The setup checklist (issue 26): on Home, every step with its state, "n of 5 done" and one tap to the
// screen that does a missing step (the `full` form, hidden by Home once all are done); where a missing
// step blocks an action (posting an ad, an order), the same steps in a compact notice listing every
// missing one at once. Each link carries `back`, so that the step's screen returns here once it is done;
// `onLeave` runs first (a form keeps its draft).
import { CheckCircleFill, RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUserInfo } from '../../hooks/useAccount';
import { SETUP_STEPS, stepTarget, type SetupStep, type SetupStepKey } from './setupSteps';
import { WithSetupTexts } from './texts';
import './setup.css';

const S = 'common.setup';

interface StepLinkProps {
  step: SetupStepKey;
  back: string;
  onLeave?: () => void;
  children: ReactNode;
  className: string;
}

/** A step's link to its screen, or its text when it has none here (advanced KYC in the wallet app). */
function StepLink({ step, back, onLeave, children, className }: StepLinkProps) {
  const info = useUserInfo().data;
  const to = stepTarget(step, info, back);
  if (!to) return null;
  return (
    <Link to={to} className={className} onClick={onLeave} data-testid={`setup-link-${step}`}>
      {children}
    </Link>
  );
}

function stepHint(key: SetupStepKey, walletBound: boolean): string {
  return key === 'identity' && walletBound ? `${S}.identityInWallet` : `${S}.steps.${key}.hint`;
}

export interface SetupChecklistProps {
  steps: SetupStep[];
  /** Where the steps' screens return to. */
  back: string;
}

function Checklist({ steps, back }: SetupChecklistProps) {
  const { t } = useTranslation();
  const walletBound = Boolean(useUserInfo().data?.walletAddress);
  const done = steps.filter((s) => s.done).length;
  const total = SETUP_STEPS.length;
  return (
    <section className="setup" aria-labelledby="setup-title" data-testid="setup-checklist">
      <div className="setup__head">
        <h3 className="setup__title" id="setup-title">
          {t(`${S}.title`)}
        </h3>
        <span className="setup__progress" data-testid="setup-progress">
          {t(`${S}.progress`, { done, total })}
        </span>
      </div>
      <div
        className="setup__bar"
        role="progressbar"
        aria-label={t(`${S}.title`)}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
      >
        <span style={{ width: `${(done / total) * 100}%` }} />
      </div>
      <p className="setup__intro">{t(`${S}.intro`)}</p>
      <ol className="setup__steps">
        {steps.map((s) => (
          <li
            key={s.key}
            className={`setup-step${s.done ? ' is-done' : ''}`}
            data-testid={`setup-step-${s.key}`}
            data-done={s.done}
          >
            <span
              role="img"
              className="setup-step__state-mark"
              aria-label={t(s.done ? `${S}.done` : `${S}.todo`)}
            >
              {s.done ? (
                <CheckCircleFill className="setup-step__mark" />
              ) : (
                <span className="setup-step__mark setup-step__mark--todo" />
              )}
            </span>
            <span className="setup-step__text">
              <span className="setup-step__label">{t(`${S}.steps.${s.key}.label`)}</span>
              {s.done ? null : <span className="setup-step__hint">{t(stepHint(s.key, walletBound))}</span>}
            </span>
            {s.done ? (
              <span className="setup-step__state">{t(`${S}.done`)}</span>
            ) : (
              <StepLink step={s.key} back={back} className="setup-step__go">
                {t(`${S}.open`)}
                <RightOutline aria-hidden="true" />
              </StepLink>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

export interface SetupNoticeProps {
  /** What the missing steps block. */
  action: 'publish' | 'order';
  missing: SetupStepKey[];
  back: string;
  onLeave?: () => void;
}

function Notice({ action, missing, back, onLeave }: SetupNoticeProps) {
  const { t } = useTranslation();
  const walletBound = Boolean(useUserInfo().data?.walletAddress);
  return (
    <div className="setup setup--compact" role="alert" data-testid="setup-blocked">
      <p className="setup__lead">{t(`${S}.blocked.${action}`)}</p>
      <ul className="setup__missing">
        {missing.map((key) => {
          const label = t(`${S}.steps.${key}.label`);
          const inWallet = key === 'identity' && walletBound;
          return (
            <li key={key} data-testid={`setup-missing-${key}`}>
              <span className="setup-step__mark setup-step__mark--todo" aria-hidden="true" />
              {inWallet ? (
                <span className="setup-step__text">
                  <span className="setup-step__label">{label}</span>
                  <span className="setup-step__hint">{t(`${S}.identityInWallet`)}</span>
                </span>
              ) : (
                <StepLink step={key} back={back} onLeave={onLeave} className="setup__missing-link">
                  {label}
                  <RightOutline aria-hidden="true" />
                </StepLink>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Home's checklist (its texts fetched with it). */
export default function SetupChecklist(props: SetupChecklistProps) {
  return (
    <WithSetupTexts quiet>
      <Checklist {...props} />
    </WithSetupTexts>
  );
}

/** The compact form where missing steps block an action; nothing when none is missing. */
export function SetupNotice(props: SetupNoticeProps) {
  if (props.missing.length === 0) return null;
  return (
    <WithSetupTexts quiet>
      <Notice {...props} />
    </WithSetupTexts>
  );
}
