import { Injectable } from '@nestjs/common';
import type { VerifiedWalletProof } from '@p2p/identity';
import { AppException } from '../../core/common/app-exception.js';
import { BansService } from '../auth/bans.service.js';
import { UserAccountsService, type WalletKyc } from '../users/user-accounts.service.js';

/** What a verified wallet's attestation writes on its account. */
function kycOf(proof: VerifiedWalletProof): WalletKyc {
  return {
    walletIdentity: proof.attestation.identity,
    kycLevel: proof.attestation.level,
    kycVerifiedAt: new Date(proof.attestation.issuedAt * 1000),
  };
}

function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string }).code === 'P2002';
}

/** Accounts behind identity wallets: find by wallet, register with one, bind one to an email account. */
@Injectable()
export class WalletAccountsService {
  constructor(
    private readonly users: UserAccountsService,
    private readonly bans: BansService,
  ) {}

  /** The account of a verified wallet; 806 when none, RISK5001 when banned from login. */
  async forLogin(proof: VerifiedWalletProof): Promise<bigint> {
    const user = await this.users.findByWallet(proof.address);
    if (!user) throw new AppException('ADDRESS_NOT_REGISTERED');
    if (user.walletIdentity && user.walletIdentity !== proof.attestation.identity) {
      throw new AppException('IDENTITY_VERIFICATION_FAILED');
    }
    await this.bans.assertNotBanned(user.id, 'LOGIN');
    await this.refreshKyc(user.id, proof);
    return user.id;
  }

  /** A new account for a verified wallet (KYC required); 1016 when the address has one, 1014 for the identity. */
  async register(proof: VerifiedWalletProof): Promise<bigint> {
    if (await this.users.isWalletRegistered(proof.address)) {
      throw new AppException('ADDRESS_ALREADY_REGISTERED');
    }
    if (await this.users.isIdentityRegistered(proof.attestation.identity)) {
      throw new AppException('IDENTITY_BOUND_ELSEWHERE');
    }
    try {
      return await this.users.createWalletAccount(proof.address, kycOf(proof));
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppException('ADDRESS_ALREADY_REGISTERED');
      throw err;
    }
  }

  /** An account that already has a wallet binds only that one again (1036 for another wallet). */
  async assertBindable(userId: bigint, proof: VerifiedWalletProof): Promise<void> {
    const user = await this.users.getById(userId);
    if (user.walletAddress && user.walletAddress !== proof.address)
      throw new AppException('WALLET_ADDRESS_MISMATCH');
  }

  /** Binds a verified wallet to an existing account (e.g. registered by email). */
  async bind(userId: bigint, proof: VerifiedWalletProof): Promise<void> {
    await this.assertBindable(userId, proof);
    const identity = proof.attestation.identity;
    if (await this.users.isWalletOrIdentityTakenByOther(userId, proof.address, identity))
      throw new AppException('IDENTITY_BOUND_ELSEWHERE');
    try {
      await this.users.bindWallet(userId, proof.address, kycOf(proof));
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppException('IDENTITY_BOUND_ELSEWHERE');
      throw err;
    }
  }

  /** A reset confirmation: the proof must come from the wallet bound to the account (1036, 802). */
  async confirmOwner(userId: bigint, proof: VerifiedWalletProof): Promise<void> {
    const user = await this.users.getById(userId);
    if (user.walletAddress !== proof.address) throw new AppException('WALLET_ADDRESS_MISMATCH');
    if (user.walletIdentity && user.walletIdentity !== proof.attestation.identity) {
      throw new AppException('IDENTITY_VERIFICATION_FAILED');
    }
  }

  private async refreshKyc(userId: bigint, proof: VerifiedWalletProof): Promise<void> {
    await this.users.refreshKyc(userId, kycOf(proof));
  }
}
