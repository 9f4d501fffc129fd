-- Issue 25 (case work): an appeal officer claims a case, others see who holds it and cannot decide it,
-- the holder (or an administrator) releases it or hands it over.

-- AlterTable
ALTER TABLE "appeals" ADD COLUMN "claimed_by" INTEGER,
ADD COLUMN "claimed_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "appeals_claimed_by_created_at_idx" ON "appeals"("claimed_by", "created_at");

-- AddForeignKey
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_claimed_by_fkey" FOREIGN KEY ("claimed_by") REFERENCES "staff_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The desk's queue of open cases: unclaimed first, then by due time (filed + the service level, so the
-- filing time), then id. Partial (open cases only, as the queue's OPEN condition is written): Prisma cannot
-- express it and its drift check ignores it. No semicolons in comments here: the wasm engine splits on them.
CREATE INDEX "appeals_open_queue_idx" ON "appeals" (("claimed_by" IS NOT NULL), "created_at", "id")
  WHERE "result" IN ('PENDING', 'DISPUTE_TIMEOUT') AND "cancelled_at" IS NULL;
