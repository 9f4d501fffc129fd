-- The order market (GET /c2c/advert/page, issue 11): partial indexes over the rows the market can show,
-- published, online, with quantity left and not deleted, in each order the market sorts by, the id last
-- so that ties keep a fixed order and a page is read straight off the index (backwards for DESC).
-- The first two serve a chosen coin pair, the last two the list of all pairs. Each also carries the
-- maker and the payment kinds (INCLUDE), so the market finds a page's ids and counts its ads by an
-- index-only scan, checking the advertiser once per maker, and reads the table for the page's rows only.
-- Prisma cannot express partial indexes and its drift check ignores them (checked: no difference).
-- No semicolons in comments here: the wasm engine splits this script on them.

CREATE INDEX "ads_market_pair_price_idx" ON "ads" ("coin_pair_id", "type", "unit_price", "id")
  INCLUDE ("user_id", "payment_kinds")
  WHERE "status" = 'PUBLISHED' AND "online" AND "remaining_quantity" > 0 AND "deleted_at" IS NULL;

CREATE INDEX "ads_market_pair_quantity_idx" ON "ads" ("coin_pair_id", "type", "remaining_quantity", "id")
  INCLUDE ("user_id", "payment_kinds")
  WHERE "status" = 'PUBLISHED' AND "online" AND "remaining_quantity" > 0 AND "deleted_at" IS NULL;

CREATE INDEX "ads_market_price_idx" ON "ads" ("type", "unit_price", "id")
  INCLUDE ("coin_pair_id", "user_id", "payment_kinds")
  WHERE "status" = 'PUBLISHED' AND "online" AND "remaining_quantity" > 0 AND "deleted_at" IS NULL;

CREATE INDEX "ads_market_quantity_idx" ON "ads" ("type", "remaining_quantity", "id")
  INCLUDE ("coin_pair_id", "user_id", "payment_kinds")
  WHERE "status" = 'PUBLISHED' AND "online" AND "remaining_quantity" > 0 AND "deleted_at" IS NULL;
