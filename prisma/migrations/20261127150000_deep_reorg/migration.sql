-- Issue 29: a credited transfer removed by a reorganisation deeper than the confirmations is marked, and
-- what it credited to the temporary balance is held from withdrawal until an operator decides (or the
-- chain mines it again).
-- AlterEnum
ALTER TYPE "chain_transfer_status" ADD VALUE 'REORGED_AFTER_CREDIT';

-- AlterTable
ALTER TABLE "chain_transfers" ADD COLUMN     "reorged_at" TIMESTAMPTZ(3),
ADD COLUMN     "reorg_held" DECIMAL(36,18);

