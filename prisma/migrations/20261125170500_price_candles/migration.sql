-- Prices (issue 14): candles rolled up from the trades' ticks by the `prices.rollup` job, and what the job
-- needs of the ticks: which ones it has not folded in yet, and one tick per order.

-- AlterTable
ALTER TABLE "price_ticks" ADD COLUMN     "rolled_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "price_candles" (
    "coin_pair_id" INTEGER NOT NULL,
    "interval" VARCHAR(3) NOT NULL,
    "bucket_start" TIMESTAMPTZ(3) NOT NULL,
    "open" DECIMAL(36,18) NOT NULL,
    "high" DECIMAL(36,18) NOT NULL,
    "low" DECIMAL(36,18) NOT NULL,
    "close" DECIMAL(36,18) NOT NULL,
    "volume" DECIMAL(65,30) NOT NULL,
    "turnover" DECIMAL(65,30) NOT NULL,
    "trades" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "price_candles_pkey" PRIMARY KEY ("coin_pair_id","interval","bucket_start"),
    CONSTRAINT "price_candles_interval_check" CHECK ("interval" IN ('1h', '4h', '1d')),
    CONSTRAINT "price_candles_values_check" CHECK (
      "low" > 0 AND "low" <= "high" AND "volume" >= 0 AND "turnover" >= 0 AND "trades" > 0
    )
);

-- An order's price is recorded once (the orders module may call again after a retry).
-- CreateIndex
CREATE UNIQUE INDEX "price_ticks_order_id_key" ON "price_ticks"("order_id");

-- The ticks the rollup has not folded in yet (a partial index: rolled ticks leave it).
-- CreateIndex
CREATE INDEX "price_ticks_unrolled_idx" ON "price_ticks"("rolled_at") WHERE "rolled_at" IS NULL;
