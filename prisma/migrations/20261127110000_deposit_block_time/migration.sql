-- Issue 20: a deposit's timeliness is judged by the time of the block its transfer was mined in.
-- AlterTable
ALTER TABLE "chain_transfers" ADD COLUMN     "block_time" TIMESTAMPTZ(3);
