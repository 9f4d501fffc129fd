-- CreateTable
CREATE TABLE "coin" (
    "id" SERIAL NOT NULL,
    "en_short" TEXT NOT NULL,
    "asset_scale" INTEGER NOT NULL,

    CONSTRAINT "coin_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "coin_en_short_key" ON "coin"("en_short");
