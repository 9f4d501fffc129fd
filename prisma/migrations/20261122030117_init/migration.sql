-- CreateEnum
CREATE TYPE "order_status" AS ENUM ('WAIT_BUYER_ACCEPT', 'WAIT_SELLER_ACCEPT', 'WAIT_SELLER_DEPOSIT', 'SELLER_DEPOSIT_TIMEOUT', 'WAIT_BUYER_PAY', 'BUYER_PAY_TIMEOUT', 'WAIT_SELLER_CONFIRM', 'SELLER_CONFIRM_TIMEOUT', 'IN_APPEAL', 'PENDING_CHAIN_CONFIRM', 'CHAIN_CONFIRM_REVOKED', 'CANCELLED', 'COMPLETED', 'REJECTED', 'BUYER_ACCEPT_EXPIRED');

-- CreateEnum
CREATE TYPE "ad_type" AS ENUM ('BUY', 'SELL');

-- CreateEnum
CREATE TYPE "ad_mode" AS ENUM ('MANUAL', 'AUTO');

-- CreateEnum
CREATE TYPE "ad_asset_kind" AS ENUM ('COIN', 'NFT');

-- CreateEnum
CREATE TYPE "ad_status" AS ENUM ('CREATING', 'PUBLISHED', 'REVOKING', 'CANCELLED', 'DELETED');

-- CreateEnum
CREATE TYPE "appeal_result" AS ENUM ('PENDING', 'REJECTED', 'BUYER_WINS', 'SELLER_WINS', 'INITIATOR_WINS', 'INITIATOR_LOSES', 'REVOKED', 'DISPUTE_TIMEOUT');

-- CreateEnum
CREATE TYPE "fund_record_type" AS ENUM ('DEPOSIT', 'WITHDRAWAL');

-- CreateEnum
CREATE TYPE "fund_record_status" AS ENUM ('CONFIRMING', 'COMPLETED', 'FAILED');

-- CreateEnum
CREATE TYPE "payment_method_kind" AS ENUM ('USDT_ADDRESS', 'ALIPAY', 'WECHAT', 'BANK_CARD', 'VISA_DIRECT', 'OTHER');

-- CreateEnum
CREATE TYPE "chain_type" AS ENUM ('ERC20', 'TRC20');

-- CreateEnum
CREATE TYPE "staff_role" AS ENUM ('APPEAL_OFFICER', 'CUSTOMER_SERVICE', 'ADMIN');

-- CreateEnum
CREATE TYPE "ban_kind" AS ENUM ('LOGIN', 'WITHDRAWAL', 'C2C_BUY', 'C2C_SELL');

-- CreateEnum
CREATE TYPE "email_code_scene" AS ENUM ('REGISTER', 'RESET_PASSWORD', 'BIND', 'CHANGE_EMAIL');

-- CreateEnum
CREATE TYPE "language" AS ENUM ('en', 'zh_TW', 'zh_CN', 'ko_KR', 'ko_KP', 'vi_VN', 'th_TH', 'tr_TR', 'es_ES', 'pt_PT');

-- CreateEnum
CREATE TYPE "dict_language" AS ENUM ('ZH_TW', 'EN_US', 'KO_KR', 'VI_VN');

-- CreateEnum
CREATE TYPE "order_action" AS ENUM ('PLACE', 'ACCEPT', 'DECLINE', 'CANCEL', 'DEPOSIT_CONFIRMED', 'PAY', 'CONFIRM_RECEIVED', 'APPEAL', 'CANCEL_APPEAL', 'RECOVER', 'DEADLINE', 'ESCALATION_DEADLINE', 'APPEAL_DECIDED', 'RELEASE_CONFIRMED', 'RELEASE_FAILED', 'RETRY_RELEASE');

-- CreateEnum
CREATE TYPE "kyc_level" AS ENUM ('NONE', 'BASIC', 'ADVANCED');

-- CreateEnum
CREATE TYPE "login_method" AS ENUM ('PASSWORD', 'QR_CODE', 'WALLET');

-- CreateEnum
CREATE TYPE "auth_purpose" AS ENUM ('LOGIN', 'REGISTER', 'BIND');

-- CreateEnum
CREATE TYPE "qr_scan_status" AS ENUM ('WAIT_CALLBACK', 'SUCCESS', 'FAILURE');

-- CreateEnum
CREATE TYPE "quote_kind" AS ENUM ('COIN', 'FIAT');

-- CreateEnum
CREATE TYPE "document_kind" AS ENUM ('HELP', 'AGREEMENT', 'PRIVACY', 'NOTICE');

-- CreateEnum
CREATE TYPE "credit_reason" AS ENUM ('CANCELLED', 'DEPOSIT_TIMEOUT', 'PAY_TIMEOUT', 'APPEAL_LOST', 'MALICIOUS_APPEAL', 'ADJUSTMENT');

-- CreateEnum
CREATE TYPE "order_actor_type" AS ENUM ('BUYER', 'SELLER', 'SYSTEM', 'STAFF');

-- CreateEnum
CREATE TYPE "evidence_kind" AS ENUM ('IMAGE', 'VIDEO', 'FILE');

-- CreateEnum
CREATE TYPE "chat_message_kind" AS ENUM ('TEXT', 'IMAGE', 'SYSTEM');

-- CreateEnum
CREATE TYPE "deposit_purpose" AS ENUM ('AD', 'ORDER');

-- CreateEnum
CREATE TYPE "deposit_intent_status" AS ENUM ('OPEN', 'SATISFIED', 'EXPIRED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "token_kind" AS ENUM ('FUNGIBLE', 'NFT');

-- CreateEnum
CREATE TYPE "chain_transfer_status" AS ENUM ('PENDING', 'CONFIRMED', 'CREDITED', 'REORGED', 'IGNORED');

-- CreateEnum
CREATE TYPE "temp_balance_reason" AS ENUM ('DEPOSIT_SURPLUS', 'UNMATCHED_DEPOSIT', 'LATE_DEPOSIT', 'AD_CANCELLED', 'ORDER_REFUND', 'WITHDRAWAL', 'WITHDRAWAL_FAILED', 'RETURNED', 'ADJUSTMENT');

-- CreateEnum
CREATE TYPE "payout_kind" AS ENUM ('RELEASE', 'REFUND', 'WITHDRAWAL');

-- CreateEnum
CREATE TYPE "payout_status" AS ENUM ('QUEUED', 'SENT', 'CONFIRMED', 'FAILED');

-- CreateTable
CREATE TABLE "users" (
    "id" BIGSERIAL NOT NULL,
    "email" VARCHAR(254),
    "password_hash" VARCHAR(255),
    "security_password_hash" VARCHAR(255),
    "nickname" VARCHAR(32),
    "nickname_changed_at" TIMESTAMPTZ(3),
    "chain_type" "chain_type",
    "usdt_address" VARCHAR(128),
    "wallet_address" VARCHAR(128),
    "wallet_identity" VARCHAR(191),
    "kyc_level" "kyc_level" NOT NULL DEFAULT 'NONE',
    "kyc_verified_at" TIMESTAMPTZ(3),
    "credit_score" INTEGER NOT NULL DEFAULT 100,
    "numerical" INTEGER NOT NULL DEFAULT 0,
    "order_count" INTEGER NOT NULL DEFAULT 0,
    "completed_order_count" INTEGER NOT NULL DEFAULT 0,
    "completion_rate" DECIMAL(5,4) NOT NULL DEFAULT 0,
    "avg_confirm_seconds" INTEGER,
    "certified" BOOLEAN NOT NULL DEFAULT false,
    "fast_trader" BOOLEAN NOT NULL DEFAULT false,
    "region_id" CHAR(3),
    "language" "language" NOT NULL DEFAULT 'en',
    "buy_ad_limit" INTEGER NOT NULL DEFAULT 5,
    "sell_ad_limit" INTEGER NOT NULL DEFAULT 5,
    "initiated_buy_limit" INTEGER NOT NULL DEFAULT 5,
    "initiated_sell_limit" INTEGER NOT NULL DEFAULT 5,
    "pending_order_limit" INTEGER NOT NULL DEFAULT 10,
    "online" BOOLEAN NOT NULL DEFAULT false,
    "last_login_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_bans" (
    "id" BIGSERIAL NOT NULL,
    "user_id" BIGINT NOT NULL,
    "kind" "ban_kind" NOT NULL,
    "until" TIMESTAMPTZ(3),
    "reason" VARCHAR(255),
    "staff_id" INTEGER,
    "lifted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_bans_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "staff_users" (
    "id" SERIAL NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "password_hash" VARCHAR(255),
    "role" "staff_role" NOT NULL,
    "name" VARCHAR(64) NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "totp_secret" VARCHAR(128),
    "last_login_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "staff_users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "jti" VARCHAR(64) NOT NULL,
    "user_id" BIGINT NOT NULL,
    "way" VARCHAR(16) NOT NULL DEFAULT 'WEB',
    "method" "login_method" NOT NULL,
    "device_id" VARCHAR(64),
    "ip" VARCHAR(64),
    "user_agent" VARCHAR(512),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("jti")
);

-- CreateTable
CREATE TABLE "email_codes" (
    "id" BIGSERIAL NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "scene" "email_code_scene" NOT NULL,
    "code_hash" VARCHAR(255) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "ip" VARCHAR(64),
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet_challenges" (
    "id" BIGSERIAL NOT NULL,
    "nonce" VARCHAR(64) NOT NULL,
    "purpose" "auth_purpose" NOT NULL,
    "address" VARCHAR(128),
    "qr_event_id" VARCHAR(64),
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "wallet_challenges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "qr_scan_events" (
    "event_id" VARCHAR(64) NOT NULL,
    "purpose" "auth_purpose" NOT NULL,
    "status" "qr_scan_status" NOT NULL DEFAULT 'WAIT_CALLBACK',
    "device_id" VARCHAR(64),
    "nonce" VARCHAR(64),
    "user_id" BIGINT,
    "wallet_address" VARCHAR(128),
    "failure_reason" VARCHAR(64),
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "scanned_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "qr_scan_events_pkey" PRIMARY KEY ("event_id")
);

-- CreateTable
CREATE TABLE "coins" (
    "id" SERIAL NOT NULL,
    "en_short" VARCHAR(16) NOT NULL,
    "name" VARCHAR(64) NOT NULL,
    "asset_scale" INTEGER NOT NULL,
    "icon" VARCHAR(500),
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "coins_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "coin_chains" (
    "id" SERIAL NOT NULL,
    "coin_id" INTEGER NOT NULL,
    "chain" "chain_type" NOT NULL,
    "contract_address" VARCHAR(128),
    "decimals" INTEGER NOT NULL,
    "min_withdrawal" DECIMAL(36,18),
    "max_withdrawal" DECIMAL(36,18),
    "withdrawal_fee" DECIMAL(36,18) NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "coin_chains_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "coin_pairs" (
    "id" SERIAL NOT NULL,
    "coin_id" INTEGER NOT NULL,
    "quote" VARCHAR(10) NOT NULL,
    "quote_kind" "quote_kind" NOT NULL,
    "quote_coin_id" INTEGER,
    "min_price" DECIMAL(36,18),
    "max_price" DECIMAL(36,18),
    "min_quantity" DECIMAL(36,18),
    "max_quantity" DECIMAL(36,18),
    "price_scale" INTEGER NOT NULL DEFAULT 2,
    "quantity_scale" INTEGER NOT NULL DEFAULT 8,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "coin_pairs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "countries" (
    "code" CHAR(3) NOT NULL,
    "abb2" CHAR(2) NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "fiat_enabled" BOOLEAN NOT NULL DEFAULT false,
    "fiat_currency" VARCHAR(3),
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "countries_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "credit_settings" (
    "id" SERIAL NOT NULL,
    "type" VARCHAR(32) NOT NULL,
    "deduct" INTEGER NOT NULL,
    "daily_free_cancellations" INTEGER NOT NULL DEFAULT 0,
    "description" VARCHAR(255),
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "credit_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_records" (
    "id" BIGSERIAL NOT NULL,
    "user_id" BIGINT NOT NULL,
    "delta" INTEGER NOT NULL,
    "reason" "credit_reason" NOT NULL,
    "balance_after" INTEGER NOT NULL,
    "order_id" BIGINT,
    "appeal_id" BIGINT,
    "staff_id" INTEGER,
    "note" VARCHAR(255),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_records_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dict_entries" (
    "id" SERIAL NOT NULL,
    "type" VARCHAR(64) NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "language" "dict_language" NOT NULL,
    "label" VARCHAR(500) NOT NULL,
    "value" VARCHAR(255),
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "dict_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "documents" (
    "id" SERIAL NOT NULL,
    "slug" VARCHAR(64) NOT NULL,
    "kind" "document_kind" NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_contents" (
    "document_id" INTEGER NOT NULL,
    "language" "language" NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "content" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "document_contents_pkey" PRIMARY KEY ("document_id","language")
);

-- CreateTable
CREATE TABLE "sensitive_words" (
    "id" SERIAL NOT NULL,
    "word" VARCHAR(64) NOT NULL,
    "category" VARCHAR(32),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sensitive_words_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "system_settings" (
    "key" VARCHAR(64) NOT NULL,
    "value" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "system_settings_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "payment_methods" (
    "id" BIGSERIAL NOT NULL,
    "user_id" BIGINT NOT NULL,
    "kind" "payment_method_kind" NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "account" VARCHAR(100) NOT NULL,
    "bank_name" VARCHAR(100),
    "branch" VARCHAR(100),
    "iban" VARCHAR(100),
    "exchange_name" VARCHAR(100),
    "account_info" VARCHAR(100),
    "qr_code_url" VARCHAR(500),
    "currency" VARCHAR(10) NOT NULL,
    "notes" VARCHAR(100),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "payment_methods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ads" (
    "id" BIGSERIAL NOT NULL,
    "user_id" BIGINT NOT NULL,
    "type" "ad_type" NOT NULL,
    "mode" "ad_mode" NOT NULL,
    "asset_kind" "ad_asset_kind" NOT NULL,
    "coin_id" INTEGER,
    "coin_pair_id" INTEGER,
    "nft_album_id" INTEGER,
    "nft_item_id" BIGINT,
    "chain" "chain_type" NOT NULL,
    "quote_currency" VARCHAR(10) NOT NULL,
    "unit_price" DECIMAL(36,18) NOT NULL,
    "total_quantity" DECIMAL(36,18) NOT NULL,
    "remaining_quantity" DECIMAL(36,18) NOT NULL,
    "deposited_quantity" DECIMAL(36,18) NOT NULL DEFAULT 0,
    "min_quantity" DECIMAL(36,18),
    "max_quantity" DECIMAL(36,18),
    "min_amount" DECIMAL(36,18),
    "max_amount" DECIMAL(36,18),
    "notes" VARCHAR(100),
    "online" BOOLEAN NOT NULL DEFAULT true,
    "status" "ad_status" NOT NULL DEFAULT 'CREATING',
    "pay_minutes" INTEGER,
    "certified_only" BOOLEAN NOT NULL DEFAULT false,
    "region_id" CHAR(3),
    "version" INTEGER NOT NULL DEFAULT 0,
    "published_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "deleted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ad_payment_methods" (
    "ad_id" BIGINT NOT NULL,
    "payment_method_id" BIGINT NOT NULL,

    CONSTRAINT "ad_payment_methods_pkey" PRIMARY KEY ("ad_id","payment_method_id")
);

-- CreateTable
CREATE TABLE "orders" (
    "id" BIGSERIAL NOT NULL,
    "ad_id" BIGINT NOT NULL,
    "maker_id" BIGINT NOT NULL,
    "taker_id" BIGINT NOT NULL,
    "buyer_id" BIGINT NOT NULL,
    "seller_id" BIGINT NOT NULL,
    "type" "ad_type" NOT NULL,
    "mode" "ad_mode" NOT NULL,
    "asset_kind" "ad_asset_kind" NOT NULL,
    "coin_id" INTEGER,
    "nft_item_id" BIGINT,
    "chain" "chain_type" NOT NULL,
    "quote_currency" VARCHAR(10) NOT NULL,
    "status" "order_status" NOT NULL,
    "quantity" DECIMAL(36,18) NOT NULL,
    "unit_price" DECIMAL(36,18) NOT NULL,
    "amount" DECIMAL(36,18) NOT NULL,
    "fee" DECIMAL(36,18) NOT NULL DEFAULT 0,
    "total_amount" DECIMAL(36,18) NOT NULL,
    "receiving_address" VARCHAR(128),
    "payment_method_id" BIGINT,
    "payment_method_snapshot" JSONB,
    "notes" VARCHAR(100),
    "cancel_reason" VARCHAR(64),
    "deadline_at" TIMESTAMPTZ(3),
    "status_before_appeal" "order_status",
    "version" INTEGER NOT NULL DEFAULT 0,
    "accepted_at" TIMESTAMPTZ(3),
    "deposited_at" TIMESTAMPTZ(3),
    "paid_at" TIMESTAMPTZ(3),
    "confirmed_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "buyer_read" BOOLEAN NOT NULL DEFAULT false,
    "seller_read" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_events" (
    "id" BIGSERIAL NOT NULL,
    "order_id" BIGINT NOT NULL,
    "from_status" "order_status",
    "to_status" "order_status" NOT NULL,
    "action" "order_action" NOT NULL,
    "actor_type" "order_actor_type" NOT NULL,
    "actor_id" BIGINT,
    "data" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox" (
    "id" BIGSERIAL NOT NULL,
    "aggregate" VARCHAR(32) NOT NULL,
    "aggregate_id" VARCHAR(64) NOT NULL,
    "type" VARCHAR(64) NOT NULL,
    "payload" JSONB NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "available_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "appeals" (
    "id" BIGSERIAL NOT NULL,
    "order_id" BIGINT NOT NULL,
    "initiator_id" BIGINT,
    "initiator_side" "order_actor_type" NOT NULL,
    "reason_code" VARCHAR(64) NOT NULL,
    "reason_text" VARCHAR(500),
    "result" "appeal_result" NOT NULL DEFAULT 'PENDING',
    "malicious" BOOLEAN NOT NULL DEFAULT false,
    "resume_to" "order_status",
    "reviewer_id" INTEGER,
    "reviewer_remarks" TEXT,
    "decided_at" TIMESTAMPTZ(3),
    "execute_at" TIMESTAMPTZ(3),
    "executed_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "appeals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "appeal_evidence" (
    "id" BIGSERIAL NOT NULL,
    "appeal_id" BIGINT NOT NULL,
    "url" VARCHAR(500) NOT NULL,
    "kind" "evidence_kind" NOT NULL DEFAULT 'IMAGE',
    "file_id" BIGINT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "appeal_evidence_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_messages" (
    "id" BIGSERIAL NOT NULL,
    "order_id" BIGINT NOT NULL,
    "sender_id" BIGINT,
    "kind" "chat_message_kind" NOT NULL DEFAULT 'TEXT',
    "content" TEXT NOT NULL,
    "read_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "price_ticks" (
    "id" BIGSERIAL NOT NULL,
    "coin_pair_id" INTEGER NOT NULL,
    "price" DECIMAL(36,18) NOT NULL,
    "volume" DECIMAL(36,18) NOT NULL DEFAULT 0,
    "order_id" BIGINT,
    "at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "price_ticks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fund_records" (
    "id" BIGSERIAL NOT NULL,
    "user_id" BIGINT NOT NULL,
    "type" "fund_record_type" NOT NULL,
    "status" "fund_record_status" NOT NULL DEFAULT 'CONFIRMING',
    "chain" "chain_type" NOT NULL,
    "coin_id" INTEGER,
    "nft_item_id" BIGINT,
    "amount" DECIMAL(36,18) NOT NULL,
    "fee" DECIMAL(36,18) NOT NULL DEFAULT 0,
    "tx_hash" VARCHAR(128),
    "from_address" VARCHAR(128),
    "to_address" VARCHAR(128),
    "confirmations" INTEGER NOT NULL DEFAULT 0,
    "ad_id" BIGINT,
    "order_id" BIGINT,
    "deposit_intent_id" BIGINT,
    "chain_transfer_id" BIGINT,
    "completed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "fund_records_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deposit_intents" (
    "id" BIGSERIAL NOT NULL,
    "user_id" BIGINT NOT NULL,
    "purpose" "deposit_purpose" NOT NULL,
    "chain" "chain_type" NOT NULL,
    "asset_kind" "ad_asset_kind" NOT NULL,
    "coin_id" INTEGER,
    "nft_item_id" BIGINT,
    "amount" DECIMAL(36,18) NOT NULL,
    "received_amount" DECIMAL(36,18) NOT NULL DEFAULT 0,
    "escrow_address" VARCHAR(128) NOT NULL,
    "from_address" VARCHAR(128) NOT NULL,
    "status" "deposit_intent_status" NOT NULL DEFAULT 'OPEN',
    "ad_id" BIGINT,
    "order_id" BIGINT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "satisfied_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "deposit_intents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chain_transfers" (
    "id" BIGSERIAL NOT NULL,
    "chain" "chain_type" NOT NULL,
    "tx_hash" VARCHAR(128) NOT NULL,
    "log_index" INTEGER NOT NULL,
    "block_number" BIGINT NOT NULL,
    "block_hash" VARCHAR(128) NOT NULL,
    "from_address" VARCHAR(128) NOT NULL,
    "to_address" VARCHAR(128) NOT NULL,
    "token_address" VARCHAR(128) NOT NULL,
    "token_kind" "token_kind" NOT NULL,
    "value" DECIMAL(78,0),
    "token_id" DECIMAL(78,0),
    "confirmations" INTEGER NOT NULL DEFAULT 0,
    "status" "chain_transfer_status" NOT NULL DEFAULT 'PENDING',
    "deposit_intent_id" BIGINT,
    "credited_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "chain_transfers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chain_cursors" (
    "chain" "chain_type" NOT NULL,
    "block_number" BIGINT NOT NULL,
    "block_hash" VARCHAR(128) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "chain_cursors_pkey" PRIMARY KEY ("chain")
);

-- CreateTable
CREATE TABLE "temp_balances" (
    "user_id" BIGINT NOT NULL,
    "coin_id" INTEGER NOT NULL,
    "amount" DECIMAL(36,18) NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "temp_balances_pkey" PRIMARY KEY ("user_id","coin_id")
);

-- CreateTable
CREATE TABLE "temp_balance_entries" (
    "id" BIGSERIAL NOT NULL,
    "user_id" BIGINT NOT NULL,
    "coin_id" INTEGER NOT NULL,
    "delta" DECIMAL(36,18) NOT NULL,
    "balance_after" DECIMAL(36,18) NOT NULL,
    "reason" "temp_balance_reason" NOT NULL,
    "chain" "chain_type",
    "ad_id" BIGINT,
    "order_id" BIGINT,
    "deposit_intent_id" BIGINT,
    "chain_transfer_id" BIGINT,
    "payout_id" UUID,
    "note" VARCHAR(255),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "temp_balance_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payouts" (
    "id" UUID NOT NULL,
    "kind" "payout_kind" NOT NULL,
    "status" "payout_status" NOT NULL DEFAULT 'QUEUED',
    "chain" "chain_type" NOT NULL,
    "to_address" VARCHAR(128) NOT NULL,
    "token_address" VARCHAR(128),
    "coin_id" INTEGER,
    "value" DECIMAL(78,0),
    "token_id" DECIMAL(78,0),
    "user_id" BIGINT,
    "order_id" BIGINT,
    "ad_id" BIGINT,
    "fund_record_id" BIGINT,
    "tx_hash" VARCHAR(128),
    "nonce" BIGINT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "confirmations" INTEGER NOT NULL DEFAULT 0,
    "block_number" BIGINT,
    "sent_at" TIMESTAMPTZ(3),
    "confirmed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payouts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "nft_albums" (
    "id" SERIAL NOT NULL,
    "class_id" VARCHAR(128) NOT NULL,
    "name" VARCHAR(128) NOT NULL,
    "chain" "chain_type" NOT NULL DEFAULT 'ERC20',
    "contract_address" VARCHAR(128) NOT NULL,
    "creator_name" VARCHAR(128),
    "creator_address" VARCHAR(128),
    "description" TEXT,
    "cover_url" VARCHAR(500),
    "metadata" JSONB,
    "average_price" DECIMAL(36,18),
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "nft_albums_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "nft_items" (
    "id" BIGSERIAL NOT NULL,
    "album_id" INTEGER NOT NULL,
    "token_id" DECIMAL(78,0) NOT NULL,
    "name" VARCHAR(128),
    "metadata_url" VARCHAR(500),
    "image_url" VARCHAR(500),
    "description" TEXT,
    "attributes" JSONB,
    "holder_address" VARCHAR(128),
    "holder_user_id" BIGINT,
    "in_escrow" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "nft_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "nft_transfer_records" (
    "id" BIGSERIAL NOT NULL,
    "nft_item_id" BIGINT NOT NULL,
    "chain" "chain_type" NOT NULL,
    "tx_hash" VARCHAR(128) NOT NULL,
    "log_index" INTEGER NOT NULL,
    "block_number" BIGINT NOT NULL,
    "from_address" VARCHAR(128) NOT NULL,
    "to_address" VARCHAR(128) NOT NULL,
    "price" DECIMAL(36,18),
    "order_id" BIGINT,
    "at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "nft_transfer_records_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_logs" (
    "id" BIGSERIAL NOT NULL,
    "staff_id" INTEGER,
    "user_id" BIGINT,
    "action" VARCHAR(64) NOT NULL,
    "target" VARCHAR(128),
    "data" JSONB,
    "ip" VARCHAR(64),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "uploaded_files" (
    "id" BIGSERIAL NOT NULL,
    "user_id" BIGINT,
    "url" VARCHAR(500) NOT NULL,
    "storage_key" VARCHAR(255) NOT NULL,
    "mime" VARCHAR(64) NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "uploaded_files_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_nickname_key" ON "users"("nickname");

-- CreateIndex
CREATE UNIQUE INDEX "users_wallet_address_key" ON "users"("wallet_address");

-- CreateIndex
CREATE UNIQUE INDEX "users_wallet_identity_key" ON "users"("wallet_identity");

-- CreateIndex
CREATE INDEX "users_region_id_idx" ON "users"("region_id");

-- CreateIndex
CREATE UNIQUE INDEX "users_chain_type_usdt_address_key" ON "users"("chain_type", "usdt_address");

-- CreateIndex
CREATE INDEX "user_bans_user_id_kind_idx" ON "user_bans"("user_id", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "staff_users_email_key" ON "staff_users"("email");

-- CreateIndex
CREATE INDEX "sessions_user_id_expires_at_idx" ON "sessions"("user_id", "expires_at");

-- CreateIndex
CREATE INDEX "email_codes_email_scene_created_at_idx" ON "email_codes"("email", "scene", "created_at");

-- CreateIndex
CREATE INDEX "email_codes_ip_created_at_idx" ON "email_codes"("ip", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "wallet_challenges_nonce_key" ON "wallet_challenges"("nonce");

-- CreateIndex
CREATE INDEX "wallet_challenges_address_created_at_idx" ON "wallet_challenges"("address", "created_at");

-- CreateIndex
CREATE INDEX "qr_scan_events_status_expires_at_idx" ON "qr_scan_events"("status", "expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "coins_en_short_key" ON "coins"("en_short");

-- CreateIndex
CREATE UNIQUE INDEX "coin_chains_coin_id_chain_key" ON "coin_chains"("coin_id", "chain");

-- CreateIndex
CREATE UNIQUE INDEX "coin_chains_chain_contract_address_key" ON "coin_chains"("chain", "contract_address");

-- CreateIndex
CREATE UNIQUE INDEX "coin_pairs_coin_id_quote_key" ON "coin_pairs"("coin_id", "quote");

-- CreateIndex
CREATE UNIQUE INDEX "countries_abb2_key" ON "countries"("abb2");

-- CreateIndex
CREATE UNIQUE INDEX "credit_settings_type_key" ON "credit_settings"("type");

-- CreateIndex
CREATE INDEX "credit_records_user_id_created_at_idx" ON "credit_records"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "credit_records_user_id_reason_created_at_idx" ON "credit_records"("user_id", "reason", "created_at");

-- CreateIndex
CREATE INDEX "dict_entries_type_language_sort_idx" ON "dict_entries"("type", "language", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "dict_entries_type_code_language_key" ON "dict_entries"("type", "code", "language");

-- CreateIndex
CREATE UNIQUE INDEX "documents_slug_key" ON "documents"("slug");

-- CreateIndex
CREATE INDEX "documents_kind_sort_idx" ON "documents"("kind", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "sensitive_words_word_key" ON "sensitive_words"("word");

-- CreateIndex
CREATE INDEX "payment_methods_user_id_deleted_at_idx" ON "payment_methods"("user_id", "deleted_at");

-- CreateIndex
CREATE INDEX "ads_type_coin_id_status_online_unit_price_idx" ON "ads"("type", "coin_id", "status", "online", "unit_price");

-- CreateIndex
CREATE INDEX "ads_type_nft_album_id_status_online_unit_price_idx" ON "ads"("type", "nft_album_id", "status", "online", "unit_price");

-- CreateIndex
CREATE INDEX "ads_user_id_status_idx" ON "ads"("user_id", "status");

-- CreateIndex
CREATE INDEX "ad_payment_methods_payment_method_id_idx" ON "ad_payment_methods"("payment_method_id");

-- CreateIndex
CREATE INDEX "orders_buyer_id_status_created_at_idx" ON "orders"("buyer_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "orders_seller_id_status_created_at_idx" ON "orders"("seller_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "orders_status_deadline_at_idx" ON "orders"("status", "deadline_at");

-- CreateIndex
CREATE INDEX "orders_ad_id_status_idx" ON "orders"("ad_id", "status");

-- CreateIndex
CREATE INDEX "order_events_order_id_id_idx" ON "order_events"("order_id", "id");

-- CreateIndex
CREATE INDEX "outbox_published_at_id_idx" ON "outbox"("published_at", "id");

-- CreateIndex
CREATE INDEX "outbox_aggregate_aggregate_id_idx" ON "outbox"("aggregate", "aggregate_id");

-- CreateIndex
CREATE INDEX "appeals_order_id_created_at_idx" ON "appeals"("order_id", "created_at");

-- CreateIndex
CREATE INDEX "appeals_initiator_id_created_at_idx" ON "appeals"("initiator_id", "created_at");

-- CreateIndex
CREATE INDEX "appeals_result_execute_at_idx" ON "appeals"("result", "execute_at");

-- CreateIndex
CREATE INDEX "appeals_reviewer_id_result_idx" ON "appeals"("reviewer_id", "result");

-- CreateIndex
CREATE INDEX "appeal_evidence_appeal_id_idx" ON "appeal_evidence"("appeal_id");

-- CreateIndex
CREATE INDEX "chat_messages_order_id_read_at_idx" ON "chat_messages"("order_id", "read_at");

-- CreateIndex
CREATE INDEX "chat_messages_order_id_id_idx" ON "chat_messages"("order_id", "id");

-- CreateIndex
CREATE INDEX "price_ticks_coin_pair_id_at_idx" ON "price_ticks"("coin_pair_id", "at");

-- CreateIndex
CREATE INDEX "fund_records_user_id_created_at_idx" ON "fund_records"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "fund_records_tx_hash_idx" ON "fund_records"("tx_hash");

-- CreateIndex
CREATE INDEX "deposit_intents_chain_from_address_status_created_at_idx" ON "deposit_intents"("chain", "from_address", "status", "created_at");

-- CreateIndex
CREATE INDEX "deposit_intents_status_expires_at_idx" ON "deposit_intents"("status", "expires_at");

-- CreateIndex
CREATE INDEX "deposit_intents_user_id_created_at_idx" ON "deposit_intents"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "deposit_intents_ad_id_idx" ON "deposit_intents"("ad_id");

-- CreateIndex
CREATE INDEX "deposit_intents_order_id_idx" ON "deposit_intents"("order_id");

-- CreateIndex
CREATE INDEX "chain_transfers_chain_status_block_number_idx" ON "chain_transfers"("chain", "status", "block_number");

-- CreateIndex
CREATE INDEX "chain_transfers_deposit_intent_id_idx" ON "chain_transfers"("deposit_intent_id");

-- CreateIndex
CREATE UNIQUE INDEX "chain_transfers_chain_tx_hash_log_index_key" ON "chain_transfers"("chain", "tx_hash", "log_index");

-- CreateIndex
CREATE INDEX "temp_balance_entries_user_id_coin_id_created_at_idx" ON "temp_balance_entries"("user_id", "coin_id", "created_at");

-- CreateIndex
CREATE INDEX "temp_balance_entries_user_id_created_at_idx" ON "temp_balance_entries"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "payouts_fund_record_id_key" ON "payouts"("fund_record_id");

-- CreateIndex
CREATE INDEX "payouts_chain_status_created_at_idx" ON "payouts"("chain", "status", "created_at");

-- CreateIndex
CREATE INDEX "payouts_tx_hash_idx" ON "payouts"("tx_hash");

-- CreateIndex
CREATE UNIQUE INDEX "payouts_kind_order_id_key" ON "payouts"("kind", "order_id");

-- CreateIndex
CREATE UNIQUE INDEX "payouts_kind_ad_id_key" ON "payouts"("kind", "ad_id");

-- CreateIndex
CREATE UNIQUE INDEX "nft_albums_class_id_key" ON "nft_albums"("class_id");

-- CreateIndex
CREATE INDEX "nft_albums_chain_contract_address_idx" ON "nft_albums"("chain", "contract_address");

-- CreateIndex
CREATE INDEX "nft_items_holder_user_id_idx" ON "nft_items"("holder_user_id");

-- CreateIndex
CREATE UNIQUE INDEX "nft_items_album_id_token_id_key" ON "nft_items"("album_id", "token_id");

-- CreateIndex
CREATE INDEX "nft_transfer_records_nft_item_id_at_idx" ON "nft_transfer_records"("nft_item_id", "at");

-- CreateIndex
CREATE UNIQUE INDEX "nft_transfer_records_chain_tx_hash_log_index_key" ON "nft_transfer_records"("chain", "tx_hash", "log_index");

-- CreateIndex
CREATE INDEX "audit_logs_staff_id_created_at_idx" ON "audit_logs"("staff_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_logs_user_id_created_at_idx" ON "audit_logs"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_logs_action_created_at_idx" ON "audit_logs"("action", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "uploaded_files_url_key" ON "uploaded_files"("url");

-- CreateIndex
CREATE UNIQUE INDEX "uploaded_files_storage_key_key" ON "uploaded_files"("storage_key");

-- CreateIndex
CREATE INDEX "uploaded_files_user_id_created_at_idx" ON "uploaded_files"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "uploaded_files_sha256_idx" ON "uploaded_files"("sha256");

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_region_id_fkey" FOREIGN KEY ("region_id") REFERENCES "countries"("code") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_bans" ADD CONSTRAINT "user_bans_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_bans" ADD CONSTRAINT "user_bans_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "qr_scan_events" ADD CONSTRAINT "qr_scan_events_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coin_chains" ADD CONSTRAINT "coin_chains_coin_id_fkey" FOREIGN KEY ("coin_id") REFERENCES "coins"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coin_pairs" ADD CONSTRAINT "coin_pairs_coin_id_fkey" FOREIGN KEY ("coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coin_pairs" ADD CONSTRAINT "coin_pairs_quote_coin_id_fkey" FOREIGN KEY ("quote_coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_records" ADD CONSTRAINT "credit_records_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_contents" ADD CONSTRAINT "document_contents_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ads" ADD CONSTRAINT "ads_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ads" ADD CONSTRAINT "ads_coin_id_fkey" FOREIGN KEY ("coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ads" ADD CONSTRAINT "ads_coin_pair_id_fkey" FOREIGN KEY ("coin_pair_id") REFERENCES "coin_pairs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ads" ADD CONSTRAINT "ads_nft_album_id_fkey" FOREIGN KEY ("nft_album_id") REFERENCES "nft_albums"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ads" ADD CONSTRAINT "ads_nft_item_id_fkey" FOREIGN KEY ("nft_item_id") REFERENCES "nft_items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ads" ADD CONSTRAINT "ads_region_id_fkey" FOREIGN KEY ("region_id") REFERENCES "countries"("code") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ad_payment_methods" ADD CONSTRAINT "ad_payment_methods_ad_id_fkey" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ad_payment_methods" ADD CONSTRAINT "ad_payment_methods_payment_method_id_fkey" FOREIGN KEY ("payment_method_id") REFERENCES "payment_methods"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_ad_id_fkey" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_maker_id_fkey" FOREIGN KEY ("maker_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_taker_id_fkey" FOREIGN KEY ("taker_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_fkey" FOREIGN KEY ("buyer_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_fkey" FOREIGN KEY ("seller_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_coin_id_fkey" FOREIGN KEY ("coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_nft_item_id_fkey" FOREIGN KEY ("nft_item_id") REFERENCES "nft_items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_id_fkey" FOREIGN KEY ("payment_method_id") REFERENCES "payment_methods"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_initiator_id_fkey" FOREIGN KEY ("initiator_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_reviewer_id_fkey" FOREIGN KEY ("reviewer_id") REFERENCES "staff_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appeal_evidence" ADD CONSTRAINT "appeal_evidence_appeal_id_fkey" FOREIGN KEY ("appeal_id") REFERENCES "appeals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appeal_evidence" ADD CONSTRAINT "appeal_evidence_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "uploaded_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_fkey" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "price_ticks" ADD CONSTRAINT "price_ticks_coin_pair_id_fkey" FOREIGN KEY ("coin_pair_id") REFERENCES "coin_pairs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fund_records" ADD CONSTRAINT "fund_records_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fund_records" ADD CONSTRAINT "fund_records_coin_id_fkey" FOREIGN KEY ("coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fund_records" ADD CONSTRAINT "fund_records_nft_item_id_fkey" FOREIGN KEY ("nft_item_id") REFERENCES "nft_items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deposit_intents" ADD CONSTRAINT "deposit_intents_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deposit_intents" ADD CONSTRAINT "deposit_intents_coin_id_fkey" FOREIGN KEY ("coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deposit_intents" ADD CONSTRAINT "deposit_intents_nft_item_id_fkey" FOREIGN KEY ("nft_item_id") REFERENCES "nft_items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deposit_intents" ADD CONSTRAINT "deposit_intents_ad_id_fkey" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deposit_intents" ADD CONSTRAINT "deposit_intents_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chain_transfers" ADD CONSTRAINT "chain_transfers_deposit_intent_id_fkey" FOREIGN KEY ("deposit_intent_id") REFERENCES "deposit_intents"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "temp_balances" ADD CONSTRAINT "temp_balances_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "temp_balances" ADD CONSTRAINT "temp_balances_coin_id_fkey" FOREIGN KEY ("coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "temp_balance_entries" ADD CONSTRAINT "temp_balance_entries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "temp_balance_entries" ADD CONSTRAINT "temp_balance_entries_coin_id_fkey" FOREIGN KEY ("coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_coin_id_fkey" FOREIGN KEY ("coin_id") REFERENCES "coins"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_ad_id_fkey" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_fund_record_id_fkey" FOREIGN KEY ("fund_record_id") REFERENCES "fund_records"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "nft_items" ADD CONSTRAINT "nft_items_album_id_fkey" FOREIGN KEY ("album_id") REFERENCES "nft_albums"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "nft_items" ADD CONSTRAINT "nft_items_holder_user_id_fkey" FOREIGN KEY ("holder_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "nft_transfer_records" ADD CONSTRAINT "nft_transfer_records_nft_item_id_fkey" FOREIGN KEY ("nft_item_id") REFERENCES "nft_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written CHECK constraints: Prisma neither expresses nor diffs them, so `pnpm drift` stays clean.
-- No semicolons in comments here: the wasm engine splits this script on them.

-- Users: credit never below 0, counters and limits non-negative.
ALTER TABLE "users" ADD CONSTRAINT "users_credit_score_check" CHECK ("credit_score" >= 0);
ALTER TABLE "users" ADD CONSTRAINT "users_counters_check" CHECK ("order_count" >= 0 AND "completed_order_count" >= 0 AND "completed_order_count" <= "order_count");
ALTER TABLE "users" ADD CONSTRAINT "users_completion_rate_check" CHECK ("completion_rate" >= 0 AND "completion_rate" <= 1);
ALTER TABLE "users" ADD CONSTRAINT "users_limits_check" CHECK ("buy_ad_limit" >= 0 AND "sell_ad_limit" >= 0 AND "initiated_buy_limit" >= 0 AND "initiated_sell_limit" >= 0 AND "pending_order_limit" >= 0);

-- Reference data.
ALTER TABLE "coins" ADD CONSTRAINT "coins_asset_scale_check" CHECK ("asset_scale" >= 0 AND "asset_scale" <= 18);
ALTER TABLE "coin_chains" ADD CONSTRAINT "coin_chains_amounts_check" CHECK ("decimals" >= 0 AND "withdrawal_fee" >= 0 AND ("min_withdrawal" IS NULL OR "min_withdrawal" >= 0) AND ("max_withdrawal" IS NULL OR "min_withdrawal" IS NULL OR "max_withdrawal" >= "min_withdrawal"));
ALTER TABLE "coin_pairs" ADD CONSTRAINT "coin_pairs_bounds_check" CHECK (("min_price" IS NULL OR "min_price" >= 0) AND ("max_price" IS NULL OR "min_price" IS NULL OR "max_price" >= "min_price") AND ("min_quantity" IS NULL OR "min_quantity" >= 0) AND ("max_quantity" IS NULL OR "min_quantity" IS NULL OR "max_quantity" >= "min_quantity"));
ALTER TABLE "countries" ADD CONSTRAINT "countries_coordinates_check" CHECK ("latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180);
ALTER TABLE "credit_settings" ADD CONSTRAINT "credit_settings_values_check" CHECK ("deduct" >= 0 AND "daily_free_cancellations" >= 0);
ALTER TABLE "credit_records" ADD CONSTRAINT "credit_records_balance_after_check" CHECK ("balance_after" >= 0);

-- Ads: the remaining quantity can never go below zero (nor above the total), whatever the concurrency.
ALTER TABLE "ads" ADD CONSTRAINT "ads_remaining_quantity_check" CHECK ("remaining_quantity" >= 0 AND "remaining_quantity" <= "total_quantity");
ALTER TABLE "ads" ADD CONSTRAINT "ads_amounts_check" CHECK ("unit_price" > 0 AND "total_quantity" > 0 AND "deposited_quantity" >= 0);
ALTER TABLE "ads" ADD CONSTRAINT "ads_limits_check" CHECK (("min_quantity" IS NULL OR "min_quantity" >= 0) AND ("max_quantity" IS NULL OR "min_quantity" IS NULL OR "max_quantity" >= "min_quantity") AND ("min_amount" IS NULL OR "min_amount" >= 0) AND ("max_amount" IS NULL OR "min_amount" IS NULL OR "max_amount" >= "min_amount") AND ("pay_minutes" IS NULL OR "pay_minutes" > 0));
ALTER TABLE "ads" ADD CONSTRAINT "ads_asset_check" CHECK (("asset_kind" = 'COIN' AND "coin_id" IS NOT NULL) OR ("asset_kind" = 'NFT' AND "nft_album_id" IS NOT NULL AND "type" = 'SELL'));

-- Orders.
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("quantity" > 0 AND "unit_price" > 0 AND "amount" >= 0 AND "fee" >= 0 AND "total_amount" >= 0);
ALTER TABLE "orders" ADD CONSTRAINT "orders_parties_check" CHECK ("buyer_id" <> "seller_id" AND "maker_id" <> "taker_id");

-- Funds and escrow.
ALTER TABLE "fund_records" ADD CONSTRAINT "fund_records_amounts_check" CHECK ("amount" >= 0 AND "fee" >= 0 AND "confirmations" >= 0);
ALTER TABLE "deposit_intents" ADD CONSTRAINT "deposit_intents_amounts_check" CHECK ("amount" > 0 AND "received_amount" >= 0);
ALTER TABLE "chain_transfers" ADD CONSTRAINT "chain_transfers_values_check" CHECK (("value" IS NULL OR "value" >= 0) AND "log_index" >= 0 AND "block_number" >= 0 AND "confirmations" >= 0);
ALTER TABLE "temp_balances" ADD CONSTRAINT "temp_balances_amount_check" CHECK ("amount" >= 0);
ALTER TABLE "temp_balance_entries" ADD CONSTRAINT "temp_balance_entries_balance_after_check" CHECK ("balance_after" >= 0);
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_values_check" CHECK (("value" IS NULL OR "value" >= 0) AND "attempts" >= 0 AND "confirmations" >= 0);
ALTER TABLE "price_ticks" ADD CONSTRAINT "price_ticks_values_check" CHECK ("price" > 0 AND "volume" >= 0);
ALTER TABLE "nft_albums" ADD CONSTRAINT "nft_albums_average_price_check" CHECK ("average_price" IS NULL OR "average_price" >= 0);
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_size_check" CHECK ("size" >= 0);
