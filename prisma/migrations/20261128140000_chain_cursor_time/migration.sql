-- Issue 20: the watcher's cursor records the time stamped on its block, so a deposit deadline can wait
-- (within a grace) while the chain has not been read up to it. Cursors saved before stay unknown (null)
-- until the watcher's next round moves them.
ALTER TABLE "chain_cursors" ADD COLUMN "block_time" TIMESTAMPTZ(3);
