import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../i18n';
import { envelope, sentRequests, stubFetch, type FetchMock } from '../../../test/fetchStub';
import { SliderCaptcha } from './SliderCaptcha';
import { downsample, MAX_TRACE_POINTS, TraceRecorder } from './trace';

interface Point {
  t: number;
  x: number;
}

/** The server's judgement (apps/api slider-trace.ts), restated: what a hand's drag must look like. */
function judge(gapX: number, x: number, trace: Point[]): string {
  if (Math.abs(x - gapX) > 4) return 'off-target';
  if (trace.length < 5) return 'too-few-points';
  for (let i = 1; i < trace.length; i += 1) if (trace[i]!.t < trace[i - 1]!.t) return 'time-not-monotonic';
  const first = trace[0]!;
  const last = trace[trace.length - 1]!;
  const duration = last.t - first.t;
  if (duration < 300) return 'too-fast';
  if (duration > 20_000) return 'too-slow';
  if (Math.abs(first.x) > 10) return 'bad-start';
  if (Math.abs(last.x - x) > 4) return 'end-mismatch';
  const speed = (last.x - first.x) / duration;
  const deviation = Math.max(...trace.map((p) => Math.abs(p.x - (first.x + speed * (p.t - first.t)))));
  if (deviation < 1) return 'constant-speed';
  return 'ok';
}

/** Where the test's (tiny) pictures put the gap: only the server knows it; the component never does. */
const GAP_X = 173;
const CHALLENGE = {
  challengeId: 'c1',
  trackWidth: 300,
  pieceWidth: 44,
  pictureHeight: 150,
  picture:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC',
  piece:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  expiresInSeconds: 120,
};

function renderSlider(onPass = vi.fn(), onCancel = vi.fn()) {
  const i18n = setupI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <SliderCaptcha visible onPass={onPass} onCancel={onCancel} />
    </I18nextProvider>,
  );
  return { onPass, onCancel };
}

function verifyBodies(fetchMock: FetchMock): { x: number; trace: Point[] }[] {
  return sentRequests(fetchMock, '/api/slider/verify').map((r) => r.body as { x: number; trace: Point[] });
}

describe('the slide-to-verify component', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the server's pictures, moves the piece along its row and produces a human-like trace", async () => {
    const { fetchMock } = stubFetch({
      '/api/slider/challenge': { body: envelope(CHALLENGE) },
      '/api/slider/verify': { body: envelope({ sliderToken: 'sl.token', expiresInSeconds: 120 }) },
    });
    let clock = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const { onPass } = renderSlider();

    const picture = await screen.findByTestId('slider-picture');
    expect(picture.getAttribute('src')).toBe(CHALLENGE.picture);
    const pieceImage = screen.getByTestId('slider-piece-image');
    expect(pieceImage.getAttribute('src')).toBe(CHALLENGE.piece);
    // A full-height strip over the picture: the piece is drawn at its row inside it, never told.
    expect(pieceImage.style.top).toBe('0px');
    expect(pieceImage.style.height).toBe('150px');
    expect(pieceImage.style.width).toBe('44px');
    expect(pieceImage.style.left).toBe('0px');
    const piece = screen.getByTestId('slider-piece');
    expect(screen.getByTestId('slider-track')).toBeTruthy();

    // A hand: fast at first, slowing onto the gap (ease-out), uneven sampling, a small overshoot back.
    const startX = 40;
    fireEvent.pointerDown(piece, { clientX: startX, pointerId: 1 });
    const steps = [16, 17, 15, 18, 16, 17, 33, 16, 17, 16, 50, 17, 16, 34, 17, 60, 16, 80, 40, 120];
    let t = 0;
    const total = steps.reduce((a, b) => a + b, 0);
    for (const dt of steps) {
      t += dt;
      clock += dt;
      const p = t / total;
      fireEvent.pointerMove(piece, { clientX: startX + 176 * (1 - (1 - p) ** 3), pointerId: 1 });
    }
    clock += 90;
    fireEvent.pointerMove(piece, { clientX: startX + 173, pointerId: 1 });
    clock += 40;
    fireEvent.pointerUp(piece, { clientX: startX + 173, pointerId: 1 });

    await waitFor(() => expect(verifyBodies(fetchMock)).toHaveLength(1));
    const body = verifyBodies(fetchMock)[0]!;
    expect(body.x).toBe(173);
    expect(body.trace[0]).toEqual({ t: 0, x: 0 });
    expect(body.trace.length).toBeGreaterThan(5);
    expect(judge(GAP_X, body.x, body.trace)).toBe('ok');
    expect(pieceImage.style.left).toBe('173px');
    await waitFor(() => expect(onPass).toHaveBeenCalledWith('sl.token'));
  });

  it('fetches a new challenge after a failed try (a challenge is single use)', async () => {
    const { fetchMock } = stubFetch({
      '/api/slider/challenge': { body: envelope(CHALLENGE) },
      '/api/slider/verify': { status: 400, body: envelope(null, '1039', 'SLIDER_VERIFICATION_FAILED') },
    });
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const { onPass } = renderSlider();
    const piece = await screen.findByTestId('slider-piece');
    await waitFor(() => expect((piece as HTMLButtonElement).disabled).toBe(false));
    fireEvent.pointerDown(piece, { clientX: 0, pointerId: 1 });
    for (let i = 1; i <= 10; i += 1) {
      clock += 40;
      fireEvent.pointerMove(piece, { clientX: i * 9, pointerId: 1 });
    }
    fireEvent.pointerUp(piece, { clientX: 90, pointerId: 1 });
    expect(await screen.findByText('Verification failed, please try again')).toBeTruthy();
    const challenges = () =>
      fetchMock.mock.calls.filter(([u]) => String(u).includes('/slider/challenge')).length;
    await waitFor(() => expect(challenges()).toBe(2));
    expect(onPass).not.toHaveBeenCalled();
  });

  it('sends nothing for a tap without a drag, and closes with null on the close button', async () => {
    const { fetchMock } = stubFetch({ '/api/slider/challenge': { body: envelope(CHALLENGE) } });
    const { onCancel } = renderSlider();
    const piece = await screen.findByTestId('slider-piece');
    await waitFor(() => expect((piece as HTMLButtonElement).disabled).toBe(false));
    fireEvent.pointerDown(piece, { clientX: 10, pointerId: 1 });
    fireEvent.pointerUp(piece, { clientX: 10, pointerId: 1 });
    // a window for a verification request that must not be sent
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(verifyBodies(fetchMock)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('slider-close'));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('the trace recorder', () => {
  it('starts at 0, clamps to the track, keeps time monotonic and ends at the release', () => {
    let now = 500;
    const rec = new TraceRecorder(256, () => now);
    rec.start();
    now += 20;
    expect(rec.move(-30)).toBe(0);
    now += 20;
    expect(rec.move(400)).toBe(256);
    rec.move(250); // same millisecond: replaces the sample
    now += 30;
    const { x, trace } = rec.finish(120.04);
    expect(x).toBe(120);
    expect(trace).toEqual([
      { t: 0, x: 0 },
      { t: 20, x: 0 },
      { t: 40, x: 250 },
      { t: 70, x: 120 },
    ]);
    expect(rec.recording).toBe(false);
  });

  it('keeps at most 500 samples, first and last included', () => {
    const points = Array.from({ length: 1234 }, (_, i) => ({ t: i, x: i / 10 }));
    const out = downsample(points);
    expect(out).toHaveLength(MAX_TRACE_POINTS);
    expect(out[0]).toEqual(points[0]);
    expect(out[out.length - 1]).toEqual(points[points.length - 1]);
  });
});
