// The whole API: the outbox relay starts on bootstrap where HTTP is served, and stops on shutdown.
import { OutboxConsumers } from '../../src/core/outbox/outbox-consumers.js';
import { OutboxRelayService } from '../../src/core/outbox/outbox-relay.service.js';
import { OutboxRepository } from '../../src/core/outbox/outbox.repository.js';
import { startTestApi } from '../support/harness.js';

describe('outbox in the API', () => {
  it('runs the relay in an http process, not in a worker, and stops it on shutdown', async () => {
    const http = await startTestApi({ API_ROLE: 'http' });
    const worker = await startTestApi({ API_ROLE: 'worker' });
    try {
      expect(http.app.get(OutboxRelayService).isRunning).toBe(true);
      expect(worker.app.get(OutboxRelayService).isRunning).toBe(false);
      // The repository and the registry are global: any module can inject them.
      expect(http.app.get(OutboxRepository)).toBeInstanceOf(OutboxRepository);
      expect(http.app.get(OutboxConsumers)).toBeInstanceOf(OutboxConsumers);
    } finally {
      await Promise.all([http.close(), worker.close()]);
    }
    expect(http.app.get(OutboxRelayService).isRunning).toBe(false);
  });
});
