-- The order timeline as a hash chain (issue 12, ADR 0013): each event's place in its order's timeline (from
-- 1), the hash of the event before it and its own (sha256 hex of the previous hash and its canonical content).
ALTER TABLE "order_events" ADD COLUMN "seq" INTEGER,
ADD COLUMN "prev_hash" VARCHAR(64),
ADD COLUMN "hash" VARCHAR(64);

-- Events written before the chain (none in production): numbered in their order, with an empty hash.
UPDATE "order_events" e SET "seq" = x.n, "hash" = ''
FROM (SELECT id, row_number() OVER (PARTITION BY order_id ORDER BY id) AS n FROM "order_events") x
WHERE x.id = e.id;

ALTER TABLE "order_events" ALTER COLUMN "seq" SET NOT NULL,
ALTER COLUMN "hash" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "order_events_order_id_seq_key" ON "order_events"("order_id", "seq");

-- The ad's payment window when the order was placed (the pay deadline of a resumed or accepted order).
ALTER TABLE "orders" ADD COLUMN "pay_minutes" INTEGER;
