-- AlterEnum
ALTER TYPE "payout_kind" ADD VALUE 'RETURN';

-- AlterTable
ALTER TABLE "chain_transfers" ADD COLUMN     "coin_id" INTEGER,
ADD COLUMN     "user_id" BIGINT;

-- AlterTable
ALTER TABLE "deposit_intents" ADD COLUMN     "held_amount" DECIMAL(36,18) NOT NULL DEFAULT 0,
ADD COLUMN     "ref_id" VARCHAR(64) NOT NULL,
ADD COLUMN     "token_address" VARCHAR(128) NOT NULL,
ADD COLUMN     "token_id" DECIMAL(78,0);

-- AlterTable
ALTER TABLE "fund_records" ADD COLUMN     "block_number" BIGINT;

-- AlterTable
ALTER TABLE "payouts" ADD COLUMN     "amount" DECIMAL(36,18),
ADD COLUMN     "deposit_intent_id" BIGINT,
ADD COLUMN     "ref" VARCHAR(128) NOT NULL,
ADD COLUMN     "signed_raw" TEXT;

-- AlterTable
ALTER TABLE "temp_balances" DROP CONSTRAINT "temp_balances_pkey",
ADD COLUMN     "chain" "chain_type" NOT NULL,
ADD CONSTRAINT "temp_balances_pkey" PRIMARY KEY ("user_id", "coin_id", "chain");

-- CreateTable
CREATE TABLE "chain_blocks" (
    "chain" "chain_type" NOT NULL,
    "block_number" BIGINT NOT NULL,
    "block_hash" VARCHAR(128) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chain_blocks_pkey" PRIMARY KEY ("chain","block_number")
);

-- CreateIndex
CREATE INDEX "chain_transfers_user_id_idx" ON "chain_transfers"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "deposit_intents_purpose_ref_id_key" ON "deposit_intents"("purpose", "ref_id");

-- CreateIndex
CREATE UNIQUE INDEX "fund_records_chain_transfer_id_key" ON "fund_records"("chain_transfer_id");

-- CreateIndex
CREATE UNIQUE INDEX "payouts_ref_key" ON "payouts"("ref");

-- AddForeignKey
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_deposit_intent_id_fkey" FOREIGN KEY ("deposit_intent_id") REFERENCES "deposit_intents"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Escrow figures never go negative, and a deposit never holds more than it received.
ALTER TABLE "deposit_intents" DROP CONSTRAINT "deposit_intents_amounts_check";
ALTER TABLE "deposit_intents" ADD CONSTRAINT "deposit_intents_amounts_check"
  CHECK ("received_amount" >= 0 AND "held_amount" >= 0 AND "held_amount" <= "received_amount" AND "amount" > 0);
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_amount_check" CHECK ("amount" IS NULL OR "amount" > 0);
