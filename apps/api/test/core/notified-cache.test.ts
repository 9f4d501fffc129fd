import { CachedValue, NotifiedCaches } from '../../src/core/common/notified-cache.js';

describe('core/notified-cache', () => {
  /** A load that counts its calls and resolves when told to. */
  function controlledLoad() {
    let calls = 0;
    const pending: Array<(v: string) => void> = [];
    return {
      load: () => {
        calls += 1;
        return new Promise<string>((resolve) => pending.push(resolve));
      },
      calls: () => calls,
      resolveNext: (v: string) => pending.shift()!(v),
    };
  }

  describe('CachedValue', () => {
    it('loads once for callers that arrive during the load, then answers from memory', async () => {
      const src = controlledLoad();
      const cached = new CachedValue(src.load, 10_000);
      const a = cached.get();
      const b = cached.get();
      src.resolveNext('v1');
      expect(await Promise.all([a, b])).toEqual(['v1', 'v1']);
      expect(await cached.get()).toBe('v1');
      expect(src.calls()).toBe(1);
    });

    it('reads again after the TTL', async () => {
      let now = 1000;
      let n = 0;
      const cached = new CachedValue(
        async () => `v${++n}`,
        5000,
        () => now,
      );
      expect(await cached.get()).toBe('v1');
      now += 4999;
      expect(await cached.get()).toBe('v1');
      now += 1;
      expect(await cached.get()).toBe('v2');
    });

    it('never keeps a load that started before an invalidation', async () => {
      const src = controlledLoad();
      const cached = new CachedValue(src.load, 10_000);
      const stale = cached.get();
      cached.invalidate();
      const fresh = cached.get();
      src.resolveNext('old');
      src.resolveNext('new');
      expect(await stale).toBe('old');
      expect(await fresh).toBe('new');
      expect(await cached.get()).toBe('new');
      expect(src.calls()).toBe(2);
    });

    it('does not keep a failed load: the next caller tries again', async () => {
      let fail = true;
      const cached = new CachedValue(async () => {
        if (fail) throw new Error('database down');
        return 'ok';
      }, 10_000);
      await expect(cached.get()).rejects.toThrow('database down');
      fail = false;
      expect(await cached.get()).toBe('ok');
    });
  });

  describe('NotifiedCaches', () => {
    /** A channel driven by the test: what postgres.js `listen` does with a real connection. */
    function channel(opts: { failFirst?: boolean } = {}) {
      let onChange: () => void = () => undefined;
      let onListen: () => void = () => undefined;
      let subscribed = 0;
      let stopped = 0;
      return {
        subscribe: async (change: () => void, listen: () => void) => {
          subscribed += 1;
          if (opts.failFirst && subscribed === 1) throw new Error('cannot listen');
          onChange = change;
          onListen = listen;
          listen();
          return async () => {
            stopped += 1;
          };
        },
        notify: () => onChange(),
        relisten: () => onListen(),
        subscribed: () => subscribed,
        stopped: () => stopped,
      };
    }

    it('starts listening with the first load, once, and drops every value on a notification', async () => {
      const ch = channel();
      const caches = new NotifiedCaches(ch.subscribe, 10_000, () => undefined);
      let a = 0;
      let b = 0;
      const va = caches.create(async () => ++a);
      const vb = caches.create(async () => ++b);
      expect(ch.subscribed()).toBe(0);
      expect([await va.get(), await vb.get(), await va.get()]).toEqual([1, 1, 1]);
      expect(ch.subscribed()).toBe(1);
      ch.notify();
      expect([await va.get(), await vb.get()]).toEqual([2, 2]);
      await caches.close();
      expect(ch.stopped()).toBe(1);
    });

    it('drops every value when the listening restarts after a lost connection, not on the first listen', async () => {
      const ch = channel();
      const caches = new NotifiedCaches(ch.subscribe, 10_000, () => undefined);
      let n = 0;
      const v = caches.create(async () => ++n);
      expect(await v.get()).toBe(1);
      expect(await v.get()).toBe(1);
      ch.relisten();
      expect(await v.get()).toBe(2);
    });

    it('still answers when listening fails, reports it, and tries again with the next load', async () => {
      const ch = channel({ failFirst: true });
      const errors: unknown[] = [];
      const caches = new NotifiedCaches(ch.subscribe, 10_000, (err) => errors.push(err));
      let n = 0;
      const v = caches.create(async () => ++n);
      expect(await v.get()).toBe(1);
      expect(errors).toHaveLength(1);
      v.invalidate();
      expect(await v.get()).toBe(2);
      expect(ch.subscribed()).toBe(2);
      ch.notify();
      expect(await v.get()).toBe(3);
    });
  });
});
