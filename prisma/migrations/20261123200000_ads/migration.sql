-- CreateEnum
CREATE TYPE "ad_price_type" AS ENUM ('FIXED', 'FLOATING');

-- AlterTable
ALTER TABLE "ads" ADD COLUMN     "min_completed_orders" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "min_credit" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "min_registered_days" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "payment_kinds" "payment_method_kind"[],
ADD COLUMN     "price_margin" DECIMAL(9,4),
ADD COLUMN     "price_type" "ad_price_type" NOT NULL DEFAULT 'FIXED';

-- AlterTable
ALTER TABLE "coin_pairs" ADD COLUMN     "pay_minutes" INTEGER NOT NULL DEFAULT 15,
ADD COLUMN     "reference_price" DECIMAL(36,18);


-- The users module's read model for the ads and the market (ADR 0012): what an ad card shows of its
-- advertiser and what the market filters on, bans included. Other modules read advertisers only here.
CREATE VIEW "advertiser_profiles" AS
SELECT u.id AS user_id,
       u.nickname,
       u.region_id,
       c.abb2 AS flag,
       u.certified,
       u.fast_trader,
       u.online,
       u.order_count,
       u.completed_order_count,
       u.completion_rate,
       u.avg_confirm_seconds,
       u.credit_score,
       u.created_at AS registered_at,
       EXISTS (SELECT 1 FROM user_bans b WHERE b.user_id = u.id AND b.kind = 'C2C_BUY' AND b.lifted_at IS NULL
               AND (b.until IS NULL OR b.until > now())) AS buy_banned,
       EXISTS (SELECT 1 FROM user_bans b WHERE b.user_id = u.id AND b.kind = 'C2C_SELL' AND b.lifted_at IS NULL
               AND (b.until IS NULL OR b.until > now())) AS sell_banned,
       EXISTS (SELECT 1 FROM user_bans b WHERE b.user_id = u.id AND b.kind = 'LOGIN' AND b.lifted_at IS NULL
               AND (b.until IS NULL OR b.until > now())) AS login_banned
FROM users u
LEFT JOIN countries c ON c.code = u.region_id;
