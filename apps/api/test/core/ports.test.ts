import { createServer } from 'node:net';
import { freePort, withFreePort } from '../support/ports.js';

describe('core/ports', () => {
  describe('test ports', () => {
    it('picks ports below the kernel ephemeral range, where outgoing connections never land', async () => {
      for (let i = 0; i < 20; i++) {
        const port = await freePort();
        expect(port).toBeGreaterThanOrEqual(20_000);
        expect(port).toBeLessThan(32_768);
      }
    });

    it('tries another port when the one picked was taken before the listen', async () => {
      const taken = createServer();
      const tried: number[] = [];
      const port = await withFreePort(async (candidate) => {
        tried.push(candidate);
        if (tried.length === 1) {
          // a parallel suite takes the port between the probe and this listen
          await new Promise<void>((resolve) => taken.listen(candidate, '127.0.0.1', resolve));
        }
        const server = createServer();
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(candidate, '127.0.0.1', resolve);
        });
        await new Promise<void>((resolve) => server.close(() => resolve()));
        return candidate;
      });
      await new Promise<void>((resolve) => taken.close(() => resolve()));
      expect(tried).toHaveLength(2);
      expect(port).toBe(tried[1]);
    });

    it('gives up on an error that is not a taken port', async () => {
      await expect(
        withFreePort(async () => {
          throw new Error('bad config');
        }),
      ).rejects.toThrow('bad config');
    });
  });
});
