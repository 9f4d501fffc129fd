-- Issue 25: the console's Ads & Orders lists ads and orders of the whole market newest first, filtered by
-- status, pair and escrow state, and the deposits and payouts waiting or failed (usable at 100k orders).

-- CreateIndex
CREATE INDEX "ads_created_at_id_idx" ON "ads"("created_at", "id");

-- CreateIndex
CREATE INDEX "ads_status_created_at_idx" ON "ads"("status", "created_at");

-- CreateIndex
CREATE INDEX "orders_created_at_id_idx" ON "orders"("created_at", "id");

-- CreateIndex
CREATE INDEX "orders_status_created_at_idx" ON "orders"("status", "created_at");

-- CreateIndex
CREATE INDEX "orders_coin_id_quote_currency_created_at_idx" ON "orders"("coin_id", "quote_currency", "created_at");

-- CreateIndex
CREATE INDEX "deposit_intents_status_created_at_idx" ON "deposit_intents"("status", "created_at");

-- CreateIndex
CREATE INDEX "payouts_order_id_status_idx" ON "payouts"("order_id", "status");

-- CreateIndex
CREATE INDEX "payouts_status_created_at_idx" ON "payouts"("status", "created_at");
