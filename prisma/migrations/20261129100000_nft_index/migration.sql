-- Issue 23: the NFT index. An album is one collection per (chain, contract) and knows how far its
-- Transfer logs are read. An item keeps how its metadata fetch went and the API's own stored image. A
-- transfer record keeps its block's hash, and the records are read per item in chain order and removed
-- per chain from a reorganised height.
CREATE TYPE "nft_metadata_status" AS ENUM ('PENDING', 'FETCHED', 'FAILED');

DROP INDEX "nft_albums_chain_contract_address_idx";
DROP INDEX "nft_transfer_records_nft_item_id_at_idx";

ALTER TABLE "nft_albums" ADD COLUMN     "start_block" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "synced_block" BIGINT;

ALTER TABLE "nft_items" ADD COLUMN     "image_file_id" BIGINT,
ADD COLUMN     "metadata_error" VARCHAR(200),
ADD COLUMN     "metadata_fetched_at" TIMESTAMPTZ(3),
ADD COLUMN     "metadata_status" "nft_metadata_status" NOT NULL DEFAULT 'PENDING';

-- No record exists before this release (nothing indexed NFTs), so the column needs no default.
ALTER TABLE "nft_transfer_records" ADD COLUMN     "block_hash" VARCHAR(128) NOT NULL;

CREATE UNIQUE INDEX "nft_albums_chain_contract_address_key" ON "nft_albums"("chain", "contract_address");
CREATE INDEX "nft_items_holder_address_idx" ON "nft_items"("holder_address");
CREATE INDEX "nft_items_image_file_id_idx" ON "nft_items"("image_file_id");
CREATE INDEX "nft_transfer_records_nft_item_id_block_number_log_index_idx" ON "nft_transfer_records"("nft_item_id", "block_number", "log_index");
CREATE INDEX "nft_transfer_records_chain_block_number_idx" ON "nft_transfer_records"("chain", "block_number");
