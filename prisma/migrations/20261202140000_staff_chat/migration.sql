-- Issue 25: appeal officers write in the order chat (a STAFF sender, each party its own row in its own
-- language, the second row naming the first) and ask a party for evidence by a deadline.

-- CreateEnum
CREATE TYPE "chat_sender_kind" AS ENUM ('USER', 'STAFF', 'SYSTEM');

-- AlterTable
ALTER TABLE "chat_messages" ADD COLUMN     "copy_of_id" BIGINT,
ADD COLUMN     "sender_kind" "chat_sender_kind" NOT NULL DEFAULT 'USER',
ADD COLUMN     "staff_id" INTEGER,
ADD COLUMN     "staff_name" VARCHAR(64);

-- A message the system wrote keeps its sender kind with it.
UPDATE "chat_messages" SET "sender_kind" = 'SYSTEM' WHERE "kind" = 'SYSTEM';

-- CreateTable
CREATE TABLE "appeal_evidence_requests" (
    "id" BIGSERIAL NOT NULL,
    "appeal_id" BIGINT NOT NULL,
    "side" "order_actor_type" NOT NULL,
    "note" VARCHAR(500) NOT NULL,
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "staff_id" INTEGER NOT NULL,
    "staff_name" VARCHAR(64) NOT NULL,
    "answered_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "appeal_evidence_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "appeal_evidence_requests_appeal_id_created_at_idx" ON "appeal_evidence_requests"("appeal_id", "created_at");

-- AddForeignKey
ALTER TABLE "appeal_evidence_requests" ADD CONSTRAINT "appeal_evidence_requests_appeal_id_fkey" FOREIGN KEY ("appeal_id") REFERENCES "appeals"("id") ON DELETE CASCADE ON UPDATE CASCADE;
