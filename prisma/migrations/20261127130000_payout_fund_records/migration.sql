-- Issue 20: every payout a trader receives is a fund record of theirs (release, refund, return).
ALTER TYPE "fund_record_type" ADD VALUE 'RELEASE';
ALTER TYPE "fund_record_type" ADD VALUE 'REFUND';
ALTER TYPE "fund_record_type" ADD VALUE 'RETURN';

-- An order's payout records, read with the order.
CREATE INDEX "fund_records_order_id_idx" ON "fund_records"("order_id");
