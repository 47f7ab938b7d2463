import type { FastifyBaseLogger } from 'fastify';
import type { BotTestingService } from './bot-testing.service.js';

/** How often a server looks for due schedules (cron's resolution is a minute). */
export const tickMs = 30_000;

/**
 * Runs due bot test schedules every `tickMs`. Ticks never overlap on one server, and each due run
 * is claimed in the database, so servers sharing it never run one twice.
 */
export function scheduleBotTests(service: BotTestingService, log: FastifyBaseLogger, now: () => Date = () => new Date()) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = service
      .runDueSchedules(now())
      .catch((err: unknown) => log.error({ err }, 'scheduled bot tests failed'))
      .finally(() => {
        running = null;
      });
  }, tickMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
