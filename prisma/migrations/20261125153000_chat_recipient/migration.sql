-- The order chat (issue 12): each message names the party it is written to, so that a trader's unread
-- count and conversation list need no read of another module table (no semicolons in comments)
-- AlterTable
ALTER TABLE "chat_messages" ADD COLUMN     "recipient_id" BIGINT;

-- CreateIndex
CREATE INDEX "chat_messages_recipient_id_read_at_idx" ON "chat_messages"("recipient_id", "read_at");

-- CreateIndex
CREATE INDEX "chat_messages_sender_id_idx" ON "chat_messages"("sender_id");

-- The chat's images by their upload, for the files module's read rule (partial: Prisma cannot express
-- it and its drift check ignores it). No semicolons in comments here: the wasm engine splits on them.
CREATE INDEX "chat_messages_image_idx" ON "chat_messages" ("content") WHERE "kind" = 'IMAGE';
