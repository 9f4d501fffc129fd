-- Issue 24: merchant certification. An application per trader (at most one open or approved at a time),
-- its guarantee deposit held by escrow (deposit purpose MERCHANT), and compensations paid from it.

-- CreateEnum
CREATE TYPE "merchant_application_status" AS ENUM ('AWAITING_DEPOSIT', 'PENDING_REVIEW', 'APPROVED', 'REFUSED', 'REVOKED', 'WITHDRAWN');

-- AlterEnum
ALTER TYPE "deposit_purpose" ADD VALUE 'MERCHANT';

-- CreateTable
CREATE TABLE "merchant_applications" (
    "id" BIGSERIAL NOT NULL,
    "user_id" BIGINT NOT NULL,
    "status" "merchant_application_status" NOT NULL DEFAULT 'AWAITING_DEPOSIT',
    "coin_id" INTEGER NOT NULL,
    "chain" "chain_type" NOT NULL,
    "guarantee_amount" DECIMAL(36,18) NOT NULL,
    "deposit_seq" INTEGER NOT NULL DEFAULT 0,
    "top_up_required" BOOLEAN NOT NULL DEFAULT false,
    "completed_orders" INTEGER NOT NULL,
    "completion_rate" DECIMAL(5,4) NOT NULL,
    "account_days" INTEGER NOT NULL,
    "reason" VARCHAR(255),
    "reviewer_id" INTEGER,
    "deposited_at" TIMESTAMPTZ(3),
    "decided_at" TIMESTAMPTZ(3),
    "ended_at" TIMESTAMPTZ(3),
    "returned_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "merchant_applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "merchant_compensations" (
    "id" BIGSERIAL NOT NULL,
    "application_id" BIGINT NOT NULL,
    "appeal_id" BIGINT NOT NULL,
    "order_id" BIGINT NOT NULL,
    "to_user_id" BIGINT NOT NULL,
    "amount" DECIMAL(36,18) NOT NULL,
    "reason" VARCHAR(255) NOT NULL,
    "staff_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "merchant_compensations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "merchant_applications_user_id_created_at_idx" ON "merchant_applications"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "merchant_applications_status_created_at_idx" ON "merchant_applications"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "merchant_compensations_appeal_id_key" ON "merchant_compensations"("appeal_id");

-- CreateIndex
CREATE INDEX "merchant_compensations_application_id_idx" ON "merchant_compensations"("application_id");

-- AddForeignKey
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_coin_id_fkey" FOREIGN KEY ("coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_reviewer_id_fkey" FOREIGN KEY ("reviewer_id") REFERENCES "staff_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "merchant_compensations" ADD CONSTRAINT "merchant_compensations_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "merchant_applications"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "merchant_compensations" ADD CONSTRAINT "merchant_compensations_appeal_id_fkey" FOREIGN KEY ("appeal_id") REFERENCES "appeals"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "merchant_compensations" ADD CONSTRAINT "merchant_compensations_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written (Prisma neither expresses nor diffs them): one open or approved application per trader,
-- and the amounts and figures in range.
CREATE UNIQUE INDEX "merchant_applications_one_live_idx" ON "merchant_applications" ("user_id")
  WHERE "status" IN ('AWAITING_DEPOSIT', 'PENDING_REVIEW', 'APPROVED');
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_amounts_check"
  CHECK ("guarantee_amount" > 0 AND "deposit_seq" >= 0 AND "completed_orders" >= 0 AND "account_days" >= 0
    AND "completion_rate" >= 0 AND "completion_rate" <= 1);
ALTER TABLE "merchant_compensations" ADD CONSTRAINT "merchant_compensations_amount_check" CHECK ("amount" > 0);
