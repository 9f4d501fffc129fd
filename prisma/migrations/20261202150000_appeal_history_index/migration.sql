-- The appeal desk's history views (decided, closed, all stages) page by age (issue 25)
CREATE INDEX "appeals_created_at_id_idx" ON "appeals"("created_at", "id");

-- Open cases by age (the queue sorted oldest or newest first): a partial index beside the claims order's
CREATE INDEX "appeals_open_age_idx" ON "appeals" ("created_at", "id")
  WHERE "result" IN ('PENDING', 'DISPUTE_TIMEOUT') AND "cancelled_at" IS NULL;
