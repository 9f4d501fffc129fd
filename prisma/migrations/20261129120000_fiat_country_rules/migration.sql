-- Issue 24: fiat trading by country rules. A country trades one or more fiat currencies (was one), allows
-- a set of payment-method kinds for fiat, and may narrow a fiat pair's unit-price range for its traders.
ALTER TABLE "countries" ADD COLUMN     "fiat_currencies" VARCHAR(3)[] DEFAULT ARRAY[]::VARCHAR(3)[],
ADD COLUMN     "fiat_payment_kinds" "payment_method_kind"[] DEFAULT ARRAY['ALIPAY', 'WECHAT', 'BANK_CARD', 'VISA_DIRECT', 'OTHER']::"payment_method_kind"[];

-- The single currency becomes the first of the list.
UPDATE "countries" SET "fiat_currencies" = ARRAY["fiat_currency"]::VARCHAR(3)[] WHERE "fiat_currency" IS NOT NULL;

ALTER TABLE "countries" DROP COLUMN "fiat_currency";

-- CreateTable
CREATE TABLE "country_pair_bounds" (
    "country_code" CHAR(3) NOT NULL,
    "coin_pair_id" INTEGER NOT NULL,
    "min_price" DECIMAL(36,18),
    "max_price" DECIMAL(36,18),

    CONSTRAINT "country_pair_bounds_pkey" PRIMARY KEY ("country_code","coin_pair_id")
);

-- CreateIndex
CREATE INDEX "country_pair_bounds_coin_pair_id_idx" ON "country_pair_bounds"("coin_pair_id");

-- AddForeignKey
ALTER TABLE "country_pair_bounds" ADD CONSTRAINT "country_pair_bounds_country_code_fkey" FOREIGN KEY ("country_code") REFERENCES "countries"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "country_pair_bounds" ADD CONSTRAINT "country_pair_bounds_coin_pair_id_fkey" FOREIGN KEY ("coin_pair_id") REFERENCES "coin_pairs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Bounds are not negative and never cross (as coin_pairs_bounds_check).
ALTER TABLE "country_pair_bounds" ADD CONSTRAINT "country_pair_bounds_check" CHECK (("min_price" IS NULL OR "min_price" >= 0) AND ("max_price" IS NULL OR "min_price" IS NULL OR "max_price" >= "min_price"));
