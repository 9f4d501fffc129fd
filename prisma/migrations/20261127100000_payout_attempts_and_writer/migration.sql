-- Issue 20: one writer per chain and every signed attempt of a payout kept.
-- payout_attempts: one row per signed transaction of a payout, never overwritten. chain_nonces: the next
-- nonce of a chain's escrow wallet, moved by the writer when it records a signed payout. chain_writers: the
-- writer epoch, bumped each time a process takes the chain's advisory lock (the fencing token).

-- CreateEnum
CREATE TYPE "payout_attempt_status" AS ENUM ('LIVE', 'REPLACED', 'LANDED', 'REVERTED', 'ABANDONED');

-- CreateTable
CREATE TABLE "payout_attempts" (
    "id" BIGSERIAL NOT NULL,
    "payout_id" UUID NOT NULL,
    "attempt" INTEGER NOT NULL,
    "chain" "chain_type" NOT NULL,
    "from_address" VARCHAR(128),
    "nonce" BIGINT,
    "tx_hash" VARCHAR(128) NOT NULL,
    "raw_tx" TEXT NOT NULL,
    "status" "payout_attempt_status" NOT NULL DEFAULT 'LIVE',
    "outcome" TEXT,
    "block_number" BIGINT,
    "signed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payout_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chain_nonces" (
    "chain" "chain_type" NOT NULL,
    "address" VARCHAR(128) NOT NULL,
    "next_nonce" BIGINT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chain_nonces_pkey" PRIMARY KEY ("chain","address")
);

-- CreateTable
CREATE TABLE "chain_writers" (
    "chain" "chain_type" NOT NULL,
    "epoch" BIGINT NOT NULL,
    "holder_pid" INTEGER NOT NULL,
    "holder" VARCHAR(128) NOT NULL,
    "taken_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chain_writers_pkey" PRIMARY KEY ("chain")
);

-- CreateIndex
CREATE UNIQUE INDEX "payout_attempts_tx_hash_key" ON "payout_attempts"("tx_hash");

-- CreateIndex
CREATE INDEX "payout_attempts_chain_status_idx" ON "payout_attempts"("chain", "status");

-- CreateIndex
CREATE UNIQUE INDEX "payout_attempts_payout_id_attempt_key" ON "payout_attempts"("payout_id", "attempt");

-- CreateIndex
CREATE UNIQUE INDEX "payout_attempts_chain_from_address_nonce_key" ON "payout_attempts"("chain", "from_address", "nonce");

-- AddForeignKey
ALTER TABLE "payout_attempts" ADD CONSTRAINT "payout_attempts_payout_id_fkey" FOREIGN KEY ("payout_id") REFERENCES "payouts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written (Prisma neither expresses nor diffs it): attempts count from 1, nonces and epochs from 0.
ALTER TABLE "payout_attempts" ADD CONSTRAINT "payout_attempts_values_check" CHECK ("attempt" >= 1 AND ("nonce" IS NULL OR "nonce" >= 0));
ALTER TABLE "chain_nonces" ADD CONSTRAINT "chain_nonces_next_nonce_check" CHECK ("next_nonce" >= 0);

-- The transaction each payout recorded so far, as its latest attempt (the earlier ones were overwritten).
INSERT INTO "payout_attempts" ("payout_id", "attempt", "chain", "nonce", "tx_hash", "raw_tx", "status", "block_number", "signed_at")
SELECT "id", GREATEST("attempts", 1), "chain", CASE WHEN "chain" = 'TRC20' THEN NULL ELSE "nonce" END, "tx_hash",
       COALESCE("signed_raw", ''),
       (CASE "status" WHEN 'SENT' THEN 'LIVE' WHEN 'CONFIRMED' THEN 'LANDED' ELSE 'REVERTED' END)::"payout_attempt_status",
       "block_number", COALESCE("sent_at", "created_at")
FROM "payouts" WHERE "tx_hash" IS NOT NULL;
