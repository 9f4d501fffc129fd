-- Issue 22 (abuse limits): an upload no module attached is purged a day after it was uploaded. Every
-- upload stored before this migration is kept: it counts as attached when it was made.
ALTER TABLE "uploaded_files" ADD COLUMN "attached_at" TIMESTAMPTZ(3);
UPDATE "uploaded_files" SET "attached_at" = "created_at";

-- CreateIndex
CREATE INDEX "uploaded_files_attached_at_created_at_idx" ON "uploaded_files"("attached_at", "created_at");
