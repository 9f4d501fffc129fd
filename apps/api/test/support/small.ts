// Small tests (issue 21): a service built by Nest's own injector with fakes around it, no PostgreSQL, no
// Redis, no HTTP, in milliseconds — as immich's `newTestService` does. The medium tests on real services
// stay for what only they can show (SQL, locks, transactions, the relay, the gateway).
//
//   const { sut, clock, get } = await newTestService(OrderTimers, [
//     [OrdersRepository, new FakeOrdersRepository()],
//   ]);
//
// Every dependency not given is an automatic fake: each method of its class is a jest.fn() answering
// undefined, which a test can program (`get(UptimeService).between.mockResolvedValue([])`). The
// TransactionRunner is a FakeRunner: its transaction is a marker that refuses to run SQL, so a statement a
// fake repository did not take shows up as a failure, not as silence.
import { jest } from '@jest/globals';
import type { Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Clock, FakeClock } from '@p2p/domain';
import { AppException } from '../../src/core/common/app-exception.js';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import type { Tx } from '../../src/core/infra/db/sql.service.js';

/** The transaction a FakeRunner hands out: any SQL sent on it throws. */
export const FAKE_TX = new Proxy(
  (() => {
    throw new Error('a small test sent SQL on the fake transaction: give the repository a fake');
  }) as unknown as Tx,
  {
    get(_target, prop) {
      if (prop === 'then') return undefined; // not a promise
      return () => {
        throw new Error(`a small test used tx.${String(prop)}: give the repository a fake`);
      };
    },
  },
);

/** Runs each unit of work on FAKE_TX; counts them, so a test can see one decision made one transaction. */
export class FakeRunner {
  runs = 0;
  async run<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    this.runs += 1;
    return fn(FAKE_TX);
  }
}

type Mocked<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? jest.Mock<(...args: A) => R> : T[K];
};

/** A fake of a class: each of its methods (own and inherited) a jest.fn() answering undefined. */
export function autoFake<T>(type: Type<T>): Mocked<T> {
  const fake: Record<string, unknown> = {};
  for (let proto = type.prototype as object | null; proto && proto !== Object.prototype;) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (name === 'constructor' || name in fake) continue;
      const descriptor = Object.getOwnPropertyDescriptor(proto, name);
      if (descriptor && typeof descriptor.value === 'function') fake[name] = jest.fn();
    }
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  return fake as Mocked<T>;
}

export interface SmallTest<T> {
  sut: T;
  clock: FakeClock;
  runner: FakeRunner;
  /** The fake (given or automatic) that stands for `token`. */
  get<D>(token: Type<D> | string | symbol): Mocked<D>;
}

/** Builds `Service` with the fakes given, a FakeRunner, a FakeClock and automatic fakes for the rest. */
export async function newTestService<T>(
  Service: Type<T>,
  given: ReadonlyArray<readonly [Type<unknown> | string | symbol, unknown]> = [],
  clock: FakeClock = new FakeClock('2026-06-01T00:00:00.000Z'),
): Promise<SmallTest<T>> {
  const runner = new FakeRunner();
  const module = await Test.createTestingModule({
    providers: [
      Service,
      { provide: Clock, useValue: clock },
      { provide: TransactionRunner, useValue: runner },
      ...given.map(([provide, useValue]) => ({ provide, useValue })),
    ],
  })
    .useMocker((token) => {
      if (typeof token === 'function') return autoFake(token as Type<unknown>);
      throw new Error(`newTestService(${Service.name}): give a value for ${String(token)}`);
    })
    .compile();
  return {
    sut: module.get(Service),
    clock,
    runner,
    get: <D>(token: Type<D> | string | symbol) => module.get(token, { strict: false }) as Mocked<D>,
  };
}

/** The catalogue code `fn` is refused with (an AppException); fails when it is not refused. */
export async function refusal(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof AppException) return err.code;
    throw err;
  }
  throw new Error('not refused');
}
