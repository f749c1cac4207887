/**
 * SIGINT and SIGTERM start one graceful stop. A terminal's Ctrl-C signals the whole process group, so
 * under `npm start` the server gets it twice: once from the terminal and once passed on by npm (a service
 * manager stopping the group does the same). Signals within `sameStopMs` of the first are that same stop;
 * a later one means the person asking wants out now, and the process exits at once, saying so.
 */
export interface StopSignalOptions {
  /** The graceful stop: it ends the process itself. */
  stop(signal: NodeJS.Signals): void;
  /** Told when a later signal cuts the stop short, just before the process exits. */
  forced(signal: NodeJS.Signals): void;
  sameStopMs?: number;
}

export const STOP_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];

export function stopOnSignals({ stop, forced, sameStopMs = 1000 }: StopSignalOptions): void {
  let firstAt: number | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    const now = performance.now();
    if (firstAt === null) {
      firstAt = now;
      stop(signal);
    } else if (now - firstAt >= sameStopMs) {
      forced(signal);
      process.exit(1);
    }
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
}
