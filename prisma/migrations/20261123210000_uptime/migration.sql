-- CreateEnum
CREATE TYPE "outage_kind" AS ENUM ('MAINTENANCE', 'DOWNTIME');

-- CreateTable
CREATE TABLE "heartbeats" (
    "name" VARCHAR(32) NOT NULL,
    "beat_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "heartbeats_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "outages" (
    "id" BIGSERIAL NOT NULL,
    "kind" "outage_kind" NOT NULL,
    "start_at" TIMESTAMPTZ(3) NOT NULL,
    "end_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "outages_end_at_idx" ON "outages"("end_at");

-- CreateIndex
CREATE UNIQUE INDEX "outages_kind_start_at_key" ON "outages"("kind", "start_at");

