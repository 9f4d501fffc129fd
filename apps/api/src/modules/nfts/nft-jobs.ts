import type { NewOutboxRow } from '../../core/outbox/outbox.types.js';

/**
 * The metadata job of an item (`nfts.fetchMetadata`), its id made from the data: the item and when the
 * fetch was asked for (0 for the first one, made when the item appeared; a staff re-fetch names its time).
 */
export function metadataJob(itemId: string, requestedAtMs: number): NewOutboxRow<'job'> {
  return {
    aggregate: 'nft_item',
    aggregateId: itemId,
    type: 'job',
    payload: {
      name: 'nfts.fetchMetadata',
      data: { itemId },
      jobId: `nft-metadata:${itemId}:${requestedAtMs}`,
    },
  };
}
