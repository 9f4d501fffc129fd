// An NFT order's item on /orderDetail (issue 23), in place of a coin quantity: the item the order answer
// carries (image, name, album, token id, the way to its detail).
import type { OrderDto } from '@p2p/contracts';
import { NftAdItemWithTexts } from '../nfts/trade/NftAdItem';

export function isNftOrder(order: Pick<OrderDto, 'assetKind'>): boolean {
  return order.assetKind === 'NFT';
}

export function OrderNftItem({ order }: { order: OrderDto }) {
  if (!isNftOrder(order) || !order.nft) return null;
  return (
    <section className="order-card" data-testid="order-nft">
      <NftAdItemWithTexts nft={order.nft} link />
    </section>
  );
}
