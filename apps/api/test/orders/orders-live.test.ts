// Live updates of orders (issue 12; spec §7): NEW_ORDER reaches the maker, ORDER_STATUS_CHANGE both parties,
// through the outbox and the gateway's user rooms.
import { startTestApi, type TestApi } from '../support/harness.js';
import { authOf, connect, nextMessage, socketFor } from '../live/live-client.js';
import { orderOn, post, publishedAd, trader } from './order-fixtures.js';

describe('orders/orders-live', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({}, [], { listen: true });
  });
  afterAll(() => api.close());

  const socketOf = (t: { userId: bigint; token: string }) =>
    connect(socketFor(api, authOf({ userId: String(t.userId), token: t.token })));

  describe('order messages on the socket', () => {
    it('tells the maker of a new order (NEW_ORDER with its id), then both parties of its acceptance (ORDER_STATUS_CHANGE)', async () => {
      const ad = await publishedAd(api);
      const buyer = await trader(api);
      const makerSocket = await socketOf(ad.maker);
      const buyerSocket = await socketOf(buyer);
      try {
        const newOrder = nextMessage(makerSocket, (m) => m.type === 'NEW_ORDER');
        const id = await orderOn(api, buyer, ad);
        expect(JSON.parse((await newOrder).message)).toMatchObject({
          orderId: id,
          status: 'WAIT_SELLER_ACCEPT',
        });

        const toMaker = nextMessage(makerSocket, (m) => m.type === 'ORDER_STATUS_CHANGE');
        const toBuyer = nextMessage(buyerSocket, (m) => m.type === 'ORDER_STATUS_CHANGE');
        await post(api, ad.maker, `/c2c/deal/order/take/${id}`).expect(200);
        for (const told of await Promise.all([toMaker, toBuyer])) {
          expect(JSON.parse(told.message)).toEqual({
            orderId: id,
            status: 'WAIT_BUYER_PAY',
            from: 'WAIT_SELLER_ACCEPT',
          });
        }
      } finally {
        makerSocket.disconnect();
        buyerSocket.disconnect();
      }
    });
  });
});
