-- Honest reputation (issue 22). A trader's order count and completion rate count only orders that
-- completed or failed through the trader (their cancellation after acceptance, their timeout, an appeal
-- they lost): the order remembers whose failure it recorded. New advertisers are online unless they chose.

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "fault_by" "order_actor_type";

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "online_chosen" BOOLEAN NOT NULL DEFAULT false;

-- Only a trading party fails an order.
ALTER TABLE "orders" ADD CONSTRAINT "orders_fault_by_check" CHECK ("fault_by" IS NULL OR "fault_by" IN ('BUYER', 'SELLER'));

-- Online starts off, so a user who is online now turned it on.
UPDATE "users" SET "online_chosen" = true WHERE "online";

-- The failures recorded so far: every such failure wrote the party a credit record (a free cancellation
-- writes one with delta 0).
UPDATE "orders" o
SET "fault_by" = (CASE WHEN c.user_id = o.buyer_id THEN 'BUYER' ELSE 'SELLER' END)::"order_actor_type"
FROM (
  SELECT DISTINCT ON (order_id) order_id, user_id
  FROM "credit_records"
  WHERE order_id IS NOT NULL
    AND reason IN ('CANCELLED', 'DEPOSIT_TIMEOUT', 'PAY_TIMEOUT', 'APPEAL_LOST', 'MALICIOUS_APPEAL')
  ORDER BY order_id, id
) c
WHERE c.order_id = o.id AND c.user_id IN (o.buyer_id, o.seller_id);

-- Every trader's figures again, as OrdersRepository.statsOf counts them.
WITH parties AS (
  SELECT buyer_id AS user_id, 'BUYER'::"order_actor_type" AS me, status, fault_by FROM "orders"
  WHERE status IN ('SELLER_DEPOSIT_TIMEOUT', 'BUYER_PAY_TIMEOUT', 'CANCELLED', 'COMPLETED', 'REJECTED', 'BUYER_ACCEPT_EXPIRED')
  UNION ALL
  SELECT seller_id, 'SELLER'::"order_actor_type", status, fault_by FROM "orders"
  WHERE status IN ('SELLER_DEPOSIT_TIMEOUT', 'BUYER_PAY_TIMEOUT', 'CANCELLED', 'COMPLETED', 'REJECTED', 'BUYER_ACCEPT_EXPIRED')
), figures AS (
  SELECT user_id,
    (count(*) FILTER (WHERE status = 'COMPLETED' OR fault_by = me))::int AS counted,
    (count(*) FILTER (WHERE status = 'COMPLETED' AND fault_by IS DISTINCT FROM me))::int AS completed
  FROM parties GROUP BY user_id
)
UPDATE "users" u
SET "order_count" = f.counted,
    "completed_order_count" = f.completed,
    "completion_rate" = CASE WHEN f.counted = 0 THEN 0 ELSE round(f.completed::numeric / f.counted, 4) END
FROM figures f
WHERE f.user_id = u.id;
