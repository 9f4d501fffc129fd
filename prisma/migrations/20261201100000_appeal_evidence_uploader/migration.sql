-- Issue 25: either party may add evidence while an appeal is open, and the case shows who gave each item
-- (null for items given before this column, all by the appeal's initiator).

-- AlterTable
ALTER TABLE "appeal_evidence" ADD COLUMN "uploader_id" BIGINT;
