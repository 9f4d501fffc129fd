-- Issue 23 (bench/nft.mjs): the album page's figures without reading the album's rows. Items on chain and
-- distinct holders come from an index of (album, holder). Average prices read the sales only (records
-- with an order), found by their order column, instead of every record of the album.
CREATE INDEX "nft_items_album_id_holder_address_idx" ON "nft_items"("album_id", "holder_address");
CREATE INDEX "nft_transfer_records_order_id_idx" ON "nft_transfer_records"("order_id");
