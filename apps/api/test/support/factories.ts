// Factories for test data: each builds a valid row with unique values, overridable field by field.
import type { Prisma, PrismaClient } from '@p2p/db';
import { randomBytes, randomInt } from 'node:crypto';
import bcrypt from 'bcrypt';

let counter = 0;
function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}`;
}

export class Factories {
  constructor(private readonly db: PrismaClient) {}

  newUser(overrides: Partial<Prisma.UserUncheckedCreateInput> = {}) {
    const tag = unique();
    return this.db.user.create({
      data: {
        email: `trader_${tag}@example.test`,
        nickname: `trader${tag}`,
        kycLevel: 'ADVANCED',
        kycVerifiedAt: new Date(),
        ...overrides,
      },
    });
  }

  /** A staff account; the password is hashed with a low cost to keep tests fast. */
  async newStaff(
    role: 'APPEAL_OFFICER' | 'CUSTOMER_SERVICE' | 'ADMIN',
    overrides: Partial<Prisma.StaffUserUncheckedCreateInput> & { password?: string } = {},
  ) {
    const { password = 'Staff-Passw0rd!', ...rest } = overrides;
    const staff = await this.db.staffUser.create({
      data: {
        email: `staff_${unique()}@example.test`,
        name: `Staff ${role}`,
        role,
        passwordHash: await bcrypt.hash(password, 4),
        ...rest,
      },
    });
    return { ...staff, password };
  }

  async coin(enShort: 'MEC' | 'USDT') {
    return this.db.coin.findUniqueOrThrow({ where: { enShort } });
  }

  newPaymentMethod(userId: bigint, overrides: Partial<Prisma.PaymentMethodUncheckedCreateInput> = {}) {
    return this.db.paymentMethod.create({
      data: {
        userId,
        kind: 'BANK_CARD',
        name: 'Test Holder',
        account: `6222${randomInt(1e12)}`,
        bankName: 'Test Bank',
        currency: 'USD',
        ...overrides,
      },
    });
  }

  async newAd(userId: bigint, overrides: Partial<Prisma.AdUncheckedCreateInput> = {}) {
    const coin = await this.coin('USDT');
    return this.db.ad.create({
      data: {
        userId,
        type: 'SELL',
        mode: 'MANUAL',
        assetKind: 'COIN',
        coinId: coin.id,
        chain: 'ERC20',
        quoteCurrency: 'USD',
        unitPrice: '1.00',
        totalQuantity: '100',
        remainingQuantity: '100',
        status: 'PUBLISHED',
        ...overrides,
      },
    });
  }

  /** An order on a SELL ad of the seller (the maker), placed by the buyer (the taker). */
  async newOrder(
    buyerId: bigint,
    sellerId: bigint,
    overrides: Partial<Prisma.OrderUncheckedCreateInput> = {},
  ) {
    const ad = await this.newAd(sellerId);
    return this.db.order.create({
      data: {
        adId: ad.id,
        makerId: sellerId,
        takerId: buyerId,
        buyerId,
        sellerId,
        type: ad.type,
        mode: ad.mode,
        assetKind: ad.assetKind,
        coinId: ad.coinId,
        chain: ad.chain,
        quoteCurrency: ad.quoteCurrency,
        status: 'WAIT_SELLER_ACCEPT',
        quantity: '10',
        unitPrice: '1.00',
        amount: '10.00',
        totalAmount: '10.00',
        ...overrides,
      },
    });
  }
}
