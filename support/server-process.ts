/**
 * A server in its own process (for the benchmarks, crash, scale-out and production-start tests), with
 * its memory read from /proc: TypeScript sources through tsx, or a built `.js` bundle with plain node.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The V8 heap settings production runs with (`npm start`, `npm run serve`, the Dockerfile, the systemd
 * unit; a test keeps them equal). A 4 MB young generation and a 160 MB old one hold a server under load
 * near 160 MB, where V8's defaults let uncollected garbage reach 280 MB (docs/PERFORMANCE.md).
 */
export const PRODUCTION_NODE_FLAGS = [
  '--max-semi-space-size=4',
  '--max-old-space-size=160',
  // V8 counts the memory of Buffers made since the last full collection against the old generation's
  // limit; without room to grow, each 1 MB photo upload brought the next one near (docs/PERFORMANCE.md).
  '--heap-growing-percent=100',
  // The last two: the server hands back what starting left in the heap before it listens, and V8 compiles
  // hot functions on the main thread, whose memory is reused, not in worker threads' malloc arenas, which
  // kept 13-17 MB (docs/decisions/053-heap-settled-at-start.md).
  '--expose-gc',
  '--no-concurrent-recompilation',
];

/**
 * A port no other process listens on now, for a test's own server: test files run in parallel, so
 * none may assume a fixed port is free.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The arguments that start the built server as production does. */
export const PRODUCTION_SERVER = [...PRODUCTION_NODE_FLAGS, 'build/server/main.js'];

export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  /** What the process printed so far. */
  output(): string;
  /** Settles when the process exits, with its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Sends the signal and waits for the process to exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

/** A field of /proc/<pid>/status given in kB, in bytes (Linux). */
function statusBytes(pid: number, field: string): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

/** Resident memory of a process in bytes (Linux). */
export function residentBytes(pid: number): number {
  return statusBytes(pid, 'VmRSS');
}

/** Resident memory, and the part of it that is the process's own rather than pages of files it maps. */
export interface ResidentMemory {
  bytes: number;
  /**
   * Anonymous memory (RssAnon): the heap, the stacks, what the native code allocated. The rest of the
   * resident figure is file pages, mostly node's own binary, which the kernel can drop and read again.
   */
  anonymousBytes: number;
}

export function residentMemory(pid: number): ResidentMemory {
  return { bytes: residentBytes(pid), anonymousBytes: statusBytes(pid, 'RssAnon') };
}

/** CPU time a process has used so far, all its threads, in microseconds (Linux, 100 ticks a second). */
export function cpuMicros(pid: number): number {
  // Fields after the command name, which is in parentheses: utime and stime are the 12th and 13th.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function waitHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
}

export interface ProcessOptions {
  /**
   * Where the server writes, as under a service manager: its output goes straight to this file, read back
   * by output(), and the log level is the server's own default. Without it, the output is kept here in
   * memory and the level is warn (unless `env` sets it), which keeps a test's output small.
   */
  logFile?: string;
  /**
   * Another way to start it, such as `npm start`, instead of this node with `script`: the process is then
   * that command's, and `script` is not used.
   */
  command?: { file: string; args: string[] };
  /** In a process group of its own, as a terminal or a service manager starts it, so a test can signal the group. */
  ownGroup?: boolean;
}

export async function startProcess(
  script: string[],
  env: Record<string, string>,
  port: number,
  options: ProcessOptions = {},
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const built = script.some((arg) => arg.endsWith('.js'));
  const logFd = options.logFile ? fs.openSync(options.logFile, 'a') : null;
  const [file, args] = options.command
    ? [options.command.file, options.command.args]
    : [process.execPath, built ? script : ['--import', 'tsx', ...script]];
  const child = spawn(file, args, {
    detached: options.ownGroup ?? false,
    env: {
      ...process.env,
      ...(logFd === null ? { LOG_LEVEL: 'warn' } : {}),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: logFd === null ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
  });
  if (logFd !== null) fs.closeSync(logFd);
  let kept = '';
  child.stdout?.on('data', (chunk: Buffer) => (kept += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (kept += chunk.toString()));
  const output = () => (options.logFile ? fs.readFileSync(options.logFile, 'utf8') : kept);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitHealthy(url, child, output);
  const startMs = performance.now() - t0;
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  return { url, pid: child.pid ?? 0, startMs, output, exited, kill, stop: () => kill('SIGTERM') };
}

/** The Cookie header a browser would send back after this response. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
