/**
 * A background worker that each CMS instance runs (the mail outbox; the scheduled publishing, whose rounds a Strapi
 * cron task asks for, config/cron-tasks.ts): started in bootstrap, it runs a round every `pollMs` and one at once,
 * never keeping the process alive; stopped in destroy, it waits for the round in progress. Rounds never overlap: a call during a round gets that round, and with `rerun` another
 * round follows it (something new came in while it ran). A failed round answers `onError`'s value. Finished rounds
 * are counted per worker `name` (cms_worker_rounds_total).
 */
import { workerRounds } from './metrics';

export function pollWorker<T>(
  name: 'outbox' | 'publishing' | 'page-views',
  work: () => Promise<T>,
  onError: (error: unknown) => T,
  rerun = false,
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<T> | null = null;
  let again = false;

  const round = (): Promise<T> => {
    if (running) {
      again = rerun;
      return running;
    }
    running = work()
      .catch(onError)
      .finally(() => {
        running = null;
        workerRounds.inc({ worker: name });
        if (again && timer) {
          again = false;
          void round();
        }
      });
    return running;
  };

  return {
    round,
    /** Whether it runs (between start and stop). */
    get started(): boolean {
      return timer !== null;
    },
    start(pollMs: number): void {
      if (timer) return;
      timer = setInterval(() => void round(), pollMs);
      timer.unref();
      void round();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      again = false;
      await running;
    },
  };
}
