-- The market total with a filter on the advertiser (region, certified, fast: issue 28), counted from the
-- side of the makers: the ads of each qualifying maker in the range are counted off this index (one side
-- and pair, with the payment kinds and the NFT album to filter by, index only), and the count stops at
-- the cap. Over the indexes of the pairs the count read every ad of the range to find the few of the
-- qualifying makers: 70 to 155 ms at 1,000,000 online ads. The same predicate as the other market indexes.
-- No semicolons in comments here: the wasm engine splits this script on them.

CREATE INDEX "ads_market_maker_idx" ON "ads" ("user_id", "type", "coin_pair_id")
  INCLUDE ("payment_kinds", "asset_kind", "nft_album_id")
  WHERE "status" = 'PUBLISHED' AND "online" AND "remaining_quantity" > 0 AND "deleted_at" IS NULL;

-- The qualifying makers are found off these (online traders with the badge, or of the region), not by
-- reading every account: with 500,000 accounts the count read them all (50 ms) for 200 certified makers.
CREATE INDEX "users_market_online_region_idx" ON "users" ("region_id") WHERE "online";

CREATE INDEX "users_market_certified_idx" ON "users" ("id") WHERE "online" AND "certified";

CREATE INDEX "users_market_fast_idx" ON "users" ("id") WHERE "online" AND "fast_trader";
