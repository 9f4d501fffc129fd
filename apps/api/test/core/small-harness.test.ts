import { Injectable } from '@nestjs/common';
import { Clock } from '@p2p/domain';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import type { Tx } from '../../src/core/infra/db/sql.service.js';
import { newTestService } from '../support/small.js';

describe('core/small-harness', () => {
  @Injectable()
  class Repo {
    async read(_tx: Tx, id: string): Promise<string> {
      return id;
    }
  }

  @Injectable()
  class Service {
    constructor(
      private readonly repo: Repo,
      private readonly runner: TransactionRunner,
      private readonly clock: Clock,
    ) {}

    async stamp(id: string): Promise<string> {
      return this.runner.run(
        async (tx) => `${await this.repo.read(tx, id)}@${this.clock.now().toISOString()}`,
      );
    }

    async raw(): Promise<unknown> {
      return this.runner.run(async (tx) => tx`select 1`);
    }
  }

  describe('small tests: newTestService', () => {
    it('builds the service with automatic fakes, a fake runner and the fake clock', async () => {
      const { sut, clock, runner, get } = await newTestService(Service);
      get(Repo).read.mockResolvedValue('order-1');
      expect(await sut.stamp('x')).toBe('order-1@2026-06-01T00:00:00.000Z');
      clock.advance(1);
      expect(await sut.stamp('x')).toBe('order-1@2026-06-01T00:00:00.001Z');
      expect(runner.runs).toBe(2);
    });

    it('takes a given fake instead of an automatic one', async () => {
      const { sut } = await newTestService(Service, [[Repo, { read: async () => 'given' }]]);
      expect(await sut.stamp('x')).toMatch(/^given@/);
    });

    it('refuses SQL sent on its fake transaction, so a repository without a fake shows up', async () => {
      const { sut } = await newTestService(Service);
      await expect(sut.raw()).rejects.toThrow('give the repository a fake');
    });
  });
});
