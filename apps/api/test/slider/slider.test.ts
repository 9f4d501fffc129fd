import type { SliderChallengeDto } from '@p2p/contracts';
import { createHmac } from 'node:crypto';
import request from 'supertest';
import {
  humanLikeTrace,
  judgeTrace,
  TRACE_RULES,
  type TracePoint,
} from '../../src/modules/slider/slider-trace.js';
import {
  SLIDER_CHALLENGE_TTL_SECONDS,
  SLIDER_GAP_MAX_X,
  SLIDER_GAP_MIN_X,
  SliderService,
} from '../../src/modules/slider/slider.service.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { decodePng, findGapX } from '../support/slider-solver.js';

describe('slider/slider', () => {
  /** x grows by the same step every 16 ms: a script dragging at constant speed. */
  function constantSpeedTrace(targetX: number, durationMs = 800): TracePoint[] {
    const steps = Math.round(durationMs / 16);
    return Array.from({ length: steps + 1 }, (_, i) => ({ t: i * 16, x: (targetX * i) / steps }));
  }

  describe('slide-to-verify trace judgement', () => {
    it('accepts a hand-like drag onto the gap', () => {
      for (const gap of [SLIDER_GAP_MIN_X, 150, SLIDER_GAP_MAX_X]) {
        expect(judgeTrace(gap, gap, humanLikeTrace(gap))).toBe('ok');
      }
    });

    it('names what is wrong with a drag', () => {
      const good = humanLikeTrace(120);
      expect(judgeTrace(120, 125, good)).toBe('off-target');
      expect(judgeTrace(120, 120, good.slice(-4))).toBe('too-few-points');
      expect(judgeTrace(120, 120, [good[0]!, good[2]!, good[1]!, ...good.slice(3)])).toBe(
        'time-not-monotonic',
      );
      expect(judgeTrace(120, 120, humanLikeTrace(120, TRACE_RULES.minDurationMs - 50))).toBe('too-fast');
      expect(judgeTrace(120, 120, humanLikeTrace(120, TRACE_RULES.maxDurationMs + 500))).toBe('too-slow');
      expect(judgeTrace(120, 120, good.map((p) => ({ t: p.t, x: p.x + 40 })).slice(0, -1))).toBe('bad-start');
      expect(judgeTrace(120, 120, [...good.slice(0, -1), { t: 900, x: 90 }])).toBe('end-mismatch');
      expect(judgeTrace(120, 120, constantSpeedTrace(120))).toBe('constant-speed');
    });
  });

  describe('slide-to-verify API', () => {
    let api: TestApi;
    let slider: SliderService;
    beforeAll(async () => {
      api = await startTestApi();
      slider = api.app.get(SliderService);
    });
    afterAll(() => api.close());

    /** A challenge and where its gap is, read off its pictures (slider-solver.ts). */
    async function challenge(): Promise<{ challengeId: string; gapX: number }> {
      const data = (await request(api.http).get('/api/slider/challenge').expect(200)).body
        .data as SliderChallengeDto;
      return { challengeId: data.challengeId, gapX: findGapX(data) };
    }

    function verify(body: object) {
      return request(api.http).post('/api/slider/verify').send(body);
    }

    /** A correctly signed token, as the server would make it (the test knows the configured secret). */
    function signedToken(challengeId: string, exp: number, secret = api.config.jwtSecret): string {
      const key = createHmac('sha256', secret).update('slider-token').digest();
      const body = `sl.${challengeId}.${exp}`;
      return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
    }

    async function expect1039(promise: Promise<unknown>) {
      await expect(promise).rejects.toMatchObject({ code: '1039', http: 400 });
    }

    it('hands out a challenge as two pictures; where the gap is stays server side (120 s)', async () => {
      const res = await request(api.http).get('/api/slider/challenge').expect(200);
      const data = res.body.data as SliderChallengeDto;
      expect(data).toEqual({
        challengeId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        trackWidth: 300,
        pieceWidth: 44,
        pictureHeight: 150,
        picture: expect.stringMatching(/^data:image\/png;base64,/),
        piece: expect.stringMatching(/^data:image\/png;base64,/),
        expiresInSeconds: SLIDER_CHALLENGE_TTL_SECONDS,
      });
      // Neither where the gap is nor its row: the piece comes as a full-height strip, drawn at its row.
      expect(Object.keys(data).some((k) => /gap|row|y$|top/i.test(k))).toBe(false);
      expect(decodePng(data.picture)).toMatchObject({ width: 300, height: 150, channels: 3 });
      expect(decodePng(data.piece)).toMatchObject({ width: 44, height: 150, channels: 4 });
      const stored = JSON.parse((await api.redis.get(`slider:challenge:${data.challengeId}`)) ?? '{}');
      expect(stored.gapX).toBeGreaterThanOrEqual(SLIDER_GAP_MIN_X);
      expect(stored.gapX).toBeLessThanOrEqual(300 - 44);
      // The picture carries the answer for the eye: the shaded gap is where the piece fits.
      expect(findGapX(data)).toBe(stored.gapX);
      const ttl = await api.redis.ttl(`slider:challenge:${data.challengeId}`);
      expect(ttl).toBeGreaterThan(100);
      expect(ttl).toBeLessThanOrEqual(120);
    });

    it('passes a good drag and its token works exactly once', async () => {
      const { challengeId, gapX } = await challenge();
      const res = await verify({ challengeId, x: gapX + 2, trace: humanLikeTrace(gapX + 2) }).expect(200);
      expect(res.body.code).toBe('200');
      const { sliderToken, expiresInSeconds } = res.body.data;
      expect(sliderToken).toMatch(new RegExp(`^sl\\.${challengeId}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
      expect(expiresInSeconds).toBe(120);
      await expect(slider.consume(sliderToken)).resolves.toBeUndefined();
      await expect1039(slider.consume(sliderToken));
    });

    it('fails a straight constant-speed drag (1039)', async () => {
      const { challengeId, gapX } = await challenge();
      const res = await verify({ challengeId, x: gapX, trace: constantSpeedTrace(gapX) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: '1039', data: null });
    });

    it('fails a release point off the gap (1039), and that try spends the challenge', async () => {
      const { challengeId, gapX } = await challenge();
      const off = gapX - TRACE_RULES.tolerancePx - 6;
      const res = await verify({ challengeId, x: off, trace: humanLikeTrace(off) });
      expect(res.body.code).toBe('1039');
      const again = await verify({ challengeId, x: gapX, trace: humanLikeTrace(gapX) });
      expect(again.body.code).toBe('1039');
    });

    it('fails a drag that is too fast or too short (1039)', async () => {
      let c = await challenge();
      const fast = humanLikeTrace(c.gapX, 120);
      expect((await verify({ challengeId: c.challengeId, x: c.gapX, trace: fast })).body.code).toBe('1039');
      c = await challenge();
      const trace: TracePoint[] = humanLikeTrace(c.gapX);
      const few = trace.filter((_p, i) => i === 0 || i === trace.length - 1);
      expect((await verify({ challengeId: c.challengeId, x: c.gapX, trace: few })).body.code).toBe('1039');
    });

    it('fails a reused challenge (1039)', async () => {
      const { challengeId, gapX } = await challenge();
      await verify({ challengeId, x: gapX, trace: humanLikeTrace(gapX) }).expect(200);
      const res = await verify({ challengeId, x: gapX, trace: humanLikeTrace(gapX) });
      expect(res.body.code).toBe('1039');
    });

    it('fails an unknown challenge (1039)', async () => {
      const res = await verify({ challengeId: 'A'.repeat(22), x: 100, trace: humanLikeTrace(100) });
      expect(res.body.code).toBe('1039');
    });

    it('refuses forged, tampered and expired tokens (1039)', async () => {
      const { challengeId, gapX } = await challenge();
      const real = (await verify({ challengeId, x: gapX, trace: humanLikeTrace(gapX) }).expect(200)).body.data
        .sliderToken as string;
      const [, id, exp] = real.split('.') as [string, string, string, string];
      const other = 'a-different-secret-of-at-least-32-characters';
      await expect1039(slider.consume(signedToken(id, Number(exp), other)));
      await expect1039(slider.consume(`sl.${id}.${Number(exp) + 3600}.${real.split('.')[3]}`));
      await expect1039(slider.consume(signedToken(id, Math.floor(Date.now() / 1000) - 1)));
      await expect1039(slider.consume('slider-token'));
      await expect1039(slider.consume(''));
      // None of those spent the real token.
      await expect(slider.consume(real)).resolves.toBeUndefined();
    });

    it('rejects a malformed answer with 1039 (HTTP 400) and keeps the challenge', async () => {
      const { challengeId, gapX } = await challenge();
      const res = await verify({ challengeId, x: 'left', trace: 'none' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('1039');
      expect(res.body.data.map((p: { field: string }) => p.field).sort()).toEqual(['trace', 'x']);
      await verify({ challengeId, x: gapX, trace: humanLikeTrace(gapX) }).expect(200);
    });
  });
});
