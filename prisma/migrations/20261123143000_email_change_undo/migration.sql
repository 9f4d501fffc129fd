-- An email change the old address may undo for a while (POST /user/email/undo), its token stored hashed.
-- CreateTable
CREATE TABLE "email_change_undos" (
    "id" BIGSERIAL NOT NULL,
    "user_id" BIGINT NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "old_email" VARCHAR(254),
    "new_email" VARCHAR(254) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_change_undos_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "email_change_undos_token_hash_key" ON "email_change_undos"("token_hash");

-- CreateIndex
CREATE INDEX "email_change_undos_user_id_created_at_idx" ON "email_change_undos"("user_id", "created_at");

-- AddForeignKey
ALTER TABLE "email_change_undos" ADD CONSTRAINT "email_change_undos_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

