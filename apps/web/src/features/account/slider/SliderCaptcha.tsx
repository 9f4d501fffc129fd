// Slide-to-verify (spec section 5): a bottom sheet with the server's two pictures, the background with the
// puzzle gap shaded in (and decoys) and the piece, which the drag moves along its row. The piece comes as a
// strip of the picture's height, transparent but for the piece at its row: laid over the picture at the
// top, it shows the piece in place without the row being told. Where the gap is, only the picture shows
// (the answer is not in the challenge). The drag is recorded with timestamps and judged by
// the server, which answers a single-use slider token. Every opening fetches a new challenge; a failed
// try fetches the next one.
import type { SliderChallengeDto } from '@p2p/contracts';
import { Popup, SpinLoading } from 'antd-mobile';
import { CheckOutline, CloseOutline, RedoOutline, RightOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSliderChallenge, verifySlider } from '../../../api/auth';
import { TraceRecorder } from './trace';
import './slider.css';

/** How long the "verified" state shows before the sheet closes. */
export const PASS_DELAY_MS = 400;
/** How long a failed try shows before the next puzzle. */
export const RETRY_DELAY_MS = 900;

type Phase = 'loading' | 'ready' | 'dragging' | 'verifying' | 'passed' | 'failed' | 'error';

export interface SliderCaptchaProps {
  visible: boolean;
  onPass(sliderToken: string): void;
  onCancel(): void;
}

export function SliderCaptcha({ visible, onPass, onCancel }: SliderCaptchaProps) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<SliderChallengeDto | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [x, setX] = useState(0);
  const trackRef = useRef<HTMLDivElement>(null);
  const recorder = useRef<TraceRecorder | null>(null);
  const drag = useRef<{ startClientX: number; scale: number } | null>(null);
  const alive = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = useCallback(async () => {
    clearTimeout(timer.current);
    setPhase('loading');
    setX(0);
    drag.current = null;
    try {
      const next = await fetchSliderChallenge();
      if (!alive.current) return;
      setChallenge(next);
      recorder.current = new TraceRecorder(next.trackWidth - next.pieceWidth);
      setPhase('ready');
    } catch {
      if (alive.current) setPhase('error');
    }
  }, []);

  useEffect(() => {
    if (!visible) return undefined;
    alive.current = true;
    void load();
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, [visible, load]);

  const submit = async (releaseX: number, trace: { t: number; x: number }[]): Promise<void> => {
    if (!challenge) return;
    setPhase('verifying');
    try {
      const pass = await verifySlider(challenge.challengeId, releaseX, trace);
      if (!alive.current) return;
      setPhase('passed');
      timer.current = setTimeout(() => onPass(pass.sliderToken), PASS_DELAY_MS);
    } catch {
      if (!alive.current) return;
      setPhase('failed');
      timer.current = setTimeout(() => void load(), RETRY_DELAY_MS);
    }
  };

  const positionOf = (clientX: number): number => {
    const d = drag.current;
    return d ? (clientX - d.startClientX) * d.scale : 0;
  };

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>): void => {
    if (phase !== 'ready' || !challenge || !recorder.current) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const width = trackRef.current?.getBoundingClientRect().width ?? 0;
    drag.current = { startClientX: e.clientX, scale: width > 0 ? challenge.trackWidth / width : 1 };
    recorder.current.start();
    setX(0);
    setPhase('dragging');
  };

  const onPointerMove = (e: PointerEvent<HTMLButtonElement>): void => {
    if (!drag.current || !recorder.current) return;
    setX(recorder.current.move(positionOf(e.clientX)));
  };

  const onPointerUp = (e: PointerEvent<HTMLButtonElement>): void => {
    if (!drag.current || !recorder.current) return;
    const result = recorder.current.finish(positionOf(e.clientX));
    drag.current = null;
    setX(result.x);
    if (result.x < 2) {
      // A tap, not a drag: nothing to judge, the challenge stays unspent.
      setX(0);
      setPhase('ready');
      return;
    }
    void submit(result.x, result.trace);
  };

  const onPointerCancel = (): void => {
    recorder.current?.cancel();
    drag.current = null;
    setX(0);
    setPhase('ready');
  };

  const track = challenge?.trackWidth ?? 300;
  const piece = challenge?.pieceWidth ?? 44;
  const height = challenge?.pictureHeight ?? 150;
  const status =
    phase === 'verifying'
      ? t('web.account.slider.verifying')
      : phase === 'passed'
        ? t('web.account.slider.passed')
        : phase === 'failed'
          ? t('web.account.slider.failed')
          : phase === 'error'
            ? t('web.account.slider.loadFailed')
            : t('web.account.slider.hint');

  return (
    <Popup visible={visible} onMaskClick={onCancel} bodyClassName="slider-sheet" destroyOnClose>
      <div
        className="slider"
        data-testid="slider"
        data-phase={phase}
        data-challenge-id={challenge?.challengeId}
      >
        <div className="slider__head">
          <h3 className="slider__title">{t('web.account.slider.title')}</h3>
          <span className="slider__actions">
            <button
              type="button"
              className="icon-button"
              aria-label={t('web.account.slider.refresh')}
              data-testid="slider-refresh"
              disabled={
                phase === 'verifying' || phase === 'dragging' || phase === 'loading' || phase === 'passed'
              }
              onClick={() => void load()}
            >
              <RedoOutline />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('web.header.close')}
              data-testid="slider-close"
              onClick={onCancel}
            >
              <CloseOutline />
            </button>
          </span>
        </div>
        <p
          className={`slider__status slider__status--${phase}`}
          role="status"
          aria-live="polite"
          data-testid="slider-status"
        >
          {status}
        </p>

        <div className="slider__picture" style={{ width: track, height }}>
          {challenge && phase !== 'loading' && phase !== 'error' ? (
            <>
              <img
                className="slider__background"
                src={challenge.picture}
                alt=""
                draggable={false}
                data-testid="slider-picture"
                style={{ width: track, height }}
              />
              <img
                className="slider__piece-image"
                src={challenge.piece}
                alt=""
                draggable={false}
                data-testid="slider-piece-image"
                style={{ left: x, top: 0, width: piece, height }}
              />
            </>
          ) : null}
          {phase === 'loading' ? (
            <div className="slider__overlay">
              <SpinLoading color="white" />
            </div>
          ) : null}
          {phase === 'error' ? (
            <div className="slider__overlay">
              <button type="button" className="button button--primary" onClick={() => void load()}>
                {t('web.account.slider.retry')}
              </button>
            </div>
          ) : null}
          {phase === 'passed' ? (
            <div className="slider__overlay slider__overlay--passed">
              <CheckOutline />
            </div>
          ) : null}
        </div>

        <div className="slider__track" ref={trackRef} style={{ width: track }} data-testid="slider-track">
          <div className="slider__fill" style={{ width: x + piece / 2 }} />
          <span className="slider__label">{t('web.account.slider.track')}</span>
          <button
            type="button"
            className="slider__handle"
            data-testid="slider-piece"
            aria-label={t('web.account.slider.track')}
            style={{ width: piece, transform: `translateX(${x}px)` }}
            disabled={phase !== 'ready' && phase !== 'dragging'}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerCancel}
          >
            {phase === 'passed' ? <CheckOutline /> : <RightOutline />}
          </button>
        </div>
      </div>
    </Popup>
  );
}
