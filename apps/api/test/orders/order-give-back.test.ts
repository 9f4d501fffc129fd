// An order leaving without a release gives its reserved quantity back to the ad (DESIGN §4). A give-back
// that would lift the ad's remaining quantity above its total means the books already lost track of that
// quantity (given back twice, or never taken): it is an internal error that fails the transaction and is
// logged, never clamped to the total in silence (issue 20, defect 7).
import { Logger } from '@nestjs/common';
import { startTestApi, type TestApi } from '../support/harness.js';
import { orderOn, post, publishedAd, remainingOf, statusOf, trader } from './order-fixtures.js';

describe('orders/order-give-back', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  /** What the services log at error level while `run` runs (the test API logs nothing otherwise). */
  async function errorsLogged<T>(run: () => Promise<T>): Promise<{ result: T; errors: string[] }> {
    const errors: string[] = [];
    const proto = Logger.prototype as unknown as Record<'error', (message: unknown) => void>;
    const { error } = proto;
    proto.error = (message) => void errors.push(String(message));
    try {
      return { result: await run(), errors };
    } finally {
      proto.error = error;
    }
  }

  describe('giving an order quantity back to its ad', () => {
    it('gives it back within the total (the ordinary cancel)', async () => {
      const ad = await publishedAd(api);
      const buyer = await trader(api);
      const id = await orderOn(api, buyer, ad);
      expect(await remainingOf(api, ad.id)).toBe('98');
      await post(api, buyer, `/c2c/deal/order/cancel/${id}`).expect(200);
      expect(await statusOf(api, id)).toBe('CANCELLED');
      expect(await remainingOf(api, ad.id)).toBe('100');
    });

    it('refuses a give-back above the ad total: the cancel fails with an internal error that is logged, and nothing changes (issue 20, defect 7: a give-back over the total is an error, never a clamp)', async () => {
      const ad = await publishedAd(api);
      const buyer = await trader(api);
      const id = await orderOn(api, buyer, ad);
      // The books lost track: the order's 2 are back on the ad already (as if given back twice).
      await api.prisma.ad.update({ where: { id: BigInt(ad.id) }, data: { remainingQuantity: '100' } });

      const { result, errors } = await errorsLogged(() => post(api, buyer, `/c2c/deal/order/cancel/${id}`));
      expect(result.status).toBe(500);
      expect(result.body.code).toBe('500');
      expect(result.body.data.correlationId).toEqual(expect.any(String));
      // The whole transaction failed: the order waits as before and the ad holds what it held.
      expect(await statusOf(api, id)).toBe('WAIT_SELLER_ACCEPT');
      expect(await remainingOf(api, ad.id)).toBe('100');
      expect(errors.some((e) => e.includes(`ad ${ad.id}`) && /above its total/.test(e))).toBe(true);
    });
  });
});
