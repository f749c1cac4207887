/**
 * Parsing a certification PDF takes tens of milliseconds for a large file (72–108 ms measured for a
 * 24 MB one), all of it JavaScript: on the event loop it would stall every look-up meanwhile. The
 * check runs in child processes instead (decision 030): at most two, started when a PDF arrives and
 * stopped after half a minute without one.
 *
 * Processes, not worker threads: a thread at its heap limit can abort the whole server ("Reached heap
 * limit") instead of being ended. A check process that runs out of heap dies alone; so does one the
 * pool ends for taking too long. Either way the file is answered as too complex, and the next check
 * gets a fresh process.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isPdfCheckAnswer, type PdfCheckRequest } from './pdf-check-protocol';
import { PDF_LIMITS } from './pdf-limits';
import type { PdfProblem } from './pdf-structure';

const MAX_PROCESSES = 2;
const IDLE_STOP_MS = 30_000;

export interface PdfCheckPoolOptions {
  /** Each process's heap (`--max-old-space-size`); PDF_LIMITS.heapMb unless a test gives a smaller one. */
  heapMb?: number;
  /** How long a file may wait and be checked; PDF_LIMITS.hardTimeoutMs unless a test gives a shorter time. */
  timeoutMs?: number;
  /** The module the processes run: pdf-worker, unless a test gives a stand-in that speaks pdf-check-protocol.ts. */
  worker?: URL;
}

interface Task {
  file: string;
  /** Answers the caller, once: a later outcome (the process's exit after its timeout) is ignored. */
  settle(outcome: PdfProblem | null | Error): void;
}

interface CheckProcess {
  child: ChildProcess;
  /** The file this process is checking, if any: one at a time, for the one buffer it reads files into. */
  task: Task | null;
  idleTimer: NodeJS.Timeout | null;
}

export class PdfCheckPool {
  private readonly processes = new Set<CheckProcess>();
  private readonly queue: Task[] = [];
  private readonly worker: string;
  private readonly execArgv: string[];
  private readonly timeoutMs: number;

  constructor(options: PdfCheckPoolOptions = {}) {
    // The bundle (build/server) ships the worker as pdf-worker.js; from source it is TypeScript, run through tsx.
    const fromSource = import.meta.url.endsWith('.ts');
    this.worker = fileURLToPath(options.worker ?? new URL(`./pdf-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url));
    this.execArgv = [
      ...(this.worker.endsWith('.ts') ? ['--import', 'tsx'] : []),
      `--max-old-space-size=${options.heapMb ?? PDF_LIMITS.heapMb}`,
    ];
    this.timeoutMs = options.timeoutMs ?? PDF_LIMITS.hardTimeoutMs;
  }

  /**
   * Checks the PDF in the file at `file`; the process reads it, so the server never holds it. Rejects
   * only if the check itself fails (a fault, not the file), or the pool is closed.
   */
  check(file: string): Promise<PdfProblem | null> {
    return new Promise((resolve, reject) => {
      let settled = false;
      const task: Task = {
        file,
        settle: (outcome) => {
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          if (outcome instanceof Error) reject(outcome);
          else resolve(outcome);
        },
      };
      // Time in the queue counts: a file still unchecked after this long is too complex, wherever it waits.
      const deadline = setTimeout(() => this.expire(task), this.timeoutMs);
      this.queue.push(task);
      this.dispatch();
    });
  }

  /** The pids of the processes running (for the tests). */
  pids(): number[] {
    return [...this.processes].flatMap(({ child }) => (child.pid === undefined ? [] : [child.pid]));
  }

  /** Stops every process; the checks queued or under way fail. */
  async close(): Promise<void> {
    for (const task of this.queue.splice(0)) task.settle(new Error('the PDF check was stopped'));
    const exits: Promise<unknown>[] = [];
    for (const running of [...this.processes]) {
      running.task?.settle(new Error('the PDF check was stopped'));
      const { child } = running;
      if (child.exitCode === null && child.signalCode === null) {
        // An idle process is unreferenced: without this, nothing would wait for its exit.
        child.ref();
        exits.push(new Promise((resolve) => child.once('exit', resolve)));
      }
      this.stop(running);
    }
    await Promise.all(exits);
  }

  /** Hands queued files to idle processes, starting processes up to the limit. */
  private dispatch(): void {
    while (this.queue.length > 0) {
      let free = [...this.processes].find((running) => running.task === null);
      if (!free && this.processes.size < MAX_PROCESSES) free = this.start();
      if (!free) return;
      this.run(free, this.queue.shift()!);
    }
  }

  private run(running: CheckProcess, task: Task): void {
    const { child } = running;
    running.task = task;
    if (running.idleTimer) clearTimeout(running.idleTimer);
    running.idleTimer = null;
    child.ref();
    child.channel?.ref();
    const request: PdfCheckRequest = { file: task.file };
    // A channel that broke (the process is dying): its exit answers the task.
    child.send(request, (error) => {
      if (error) child.kill('SIGKILL');
    });
  }

  private start(): CheckProcess {
    const child = fork(this.worker, [], { execArgv: this.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const running: CheckProcess = { child, task: null, idleTimer: null };
    this.processes.add(running);
    child.on('message', (message: unknown) => {
      const { task } = running;
      if (!task || !isPdfCheckAnswer(message)) {
        // An answer nobody asked for, or not an answer: the process is not to be trusted.
        this.stop(running, 'SIGKILL');
        return;
      }
      running.task = null;
      task.settle('failed' in message ? new Error(`the PDF check failed: ${message.failed}`) : message.problem);
      this.dispatch();
      if (running.task === null) this.idle(running);
    });
    child.on('exit', (code, signal) => {
      this.processes.delete(running);
      if (running.idleTimer) clearTimeout(running.idleTimer);
      const { task } = running;
      running.task = null;
      // V8 aborts a process that reaches its heap limit: the file took more memory than a check may.
      task?.settle(
        signal === 'SIGABRT'
          ? 'too-complex'
          : new Error(`the PDF check process stopped (${signal ?? `exit code ${code}`})`),
      );
      this.dispatch();
    });
    // It could not start: its task fails, and the next file starts another.
    child.on('error', (error) => {
      this.processes.delete(running);
      running.task?.settle(error);
      running.task = null;
      child.kill('SIGKILL');
      this.dispatch();
    });
    return running;
  }

  /** Past its deadline a file is too complex: taken off the queue, or its process ended (SIGKILL: it may be busy). */
  private expire(task: Task): void {
    task.settle('too-complex');
    const queued = this.queue.indexOf(task);
    if (queued >= 0) this.queue.splice(queued, 1);
    const running = [...this.processes].find((candidate) => candidate.task === task);
    if (running) {
      running.task = null;
      this.stop(running, 'SIGKILL');
      this.dispatch();
    }
  }

  /** With nothing to check, a process must not keep the server alive, and stops after a while. */
  private idle(running: CheckProcess): void {
    running.child.unref();
    running.child.channel?.unref();
    running.idleTimer = setTimeout(() => this.stop(running), IDLE_STOP_MS);
    running.idleTimer.unref();
  }

  /** Takes the process out of the pool at once and ends it; its exit is then of no concern. */
  private stop(running: CheckProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
    this.processes.delete(running);
    if (running.idleTimer) clearTimeout(running.idleTimer);
    running.idleTimer = null;
    running.child.kill(signal);
  }
}

let pool: PdfCheckPool | null = null;

/** Checks the PDF in the file at `file` in the server's pool of check processes. */
export function checkPdfOffThread(file: string): Promise<PdfProblem | null> {
  pool ??= new PdfCheckPool();
  return pool.check(file);
}

/** The pids of the server's check processes (for the tests). */
export function pdfCheckProcessPids(): number[] {
  return pool?.pids() ?? [];
}

export async function closePdfCheckPool(): Promise<void> {
  const open = pool;
  pool = null;
  await open?.close();
}
