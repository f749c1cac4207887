/**
 * Every stop is clean: Ctrl-C on `npm start` (the terminal signals the whole group, and npm passes the
 * signal on, so the server gets it twice), SIGTERM to the group or to node alone. With a browser's idle
 * keep-alive connection, a preconnect that has sent nothing and a request under way connected, the
 * request gets its answer, new connections are refused, and the process exits 0 soon after the answer,
 * with one log line. A second signal later than that stops it at once and says so.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, PRODUCTION_SERVER, startProcess, type RunningServer } from '../../../support/server-process';

/** The PATH of a terminal on this machine: without the node_modules/.bin folders npm put first for this test run. */
const terminalPath = (process.env.PATH ?? '')
  .split(path.delimiter)
  .filter((dir) => !dir.includes(`node_modules${path.sep}.bin`))
  .join(path.delimiter);

interface Way {
  name: string;
  start: 'npm start' | 'node';
  signal: NodeJS.Signals;
  /** To the process group (a terminal's Ctrl-C, a service manager) or to the process alone. */
  toGroup: boolean;
}

const WAYS: Way[] = [
  { name: 'Ctrl-C on npm start', start: 'npm start', signal: 'SIGINT', toGroup: true },
  { name: 'SIGTERM to npm start’s group', start: 'npm start', signal: 'SIGTERM', toGroup: true },
  { name: 'SIGTERM to node', start: 'node', signal: 'SIGTERM', toGroup: false },
  { name: 'SIGINT to node', start: 'node', signal: 'SIGINT', toGroup: false },
  { name: 'SIGTERM to node’s group', start: 'node', signal: 'SIGTERM', toGroup: true },
];

const dataDirs: string[] = [];
const servers: RunningServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    // The whole group: under npm start, the server is npm's child.
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const dir of dataDirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

async function start(way: Pick<Way, 'start'>): Promise<{ server: RunningServer; port: number }> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-stop-'));
  dataDirs.push(dataDir);
  const env = { NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', PATH: terminalPath };
  const server = await startProcess(PRODUCTION_SERVER, env, port, {
    ownGroup: true,
    ...(way.start === 'npm start' ? { command: { file: 'npm', args: ['start', '--silent'] } } : {}),
  });
  servers.push(server);
  return { server, port };
}

function signal(server: RunningServer, way: Pick<Way, 'signal' | 'toGroup'>): void {
  process.kill(way.toGroup ? -server.pid : server.pid, way.signal);
}

/** A JSON POST whose body arrives in two halves, `gapMs` apart: the status and when it came. */
function slowPost(port: number, gapMs: number): Promise<{ status: number; at: number }> {
  const body = Buffer.from(JSON.stringify({ code: 'DEMO-0001' }));
  const agent = new http.Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/payment-codes/verify',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, at: performance.now() }));
      },
    );
    request.on('error', reject);
    request.write(body.subarray(0, 4));
    void sleep(gapMs).then(() => request.end(body.subarray(4)));
  });
}

/** A connection, and when the server closed it. */
interface OpenConnection {
  closed: Promise<void>;
}

/** A browser's connection after its page loaded: one answer, then kept open. */
async function idleKeepAlive(port: number): Promise<OpenConnection> {
  const socket = net.connect(port, '127.0.0.1');
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  const answered = new Promise<void>((resolve) => socket.once('data', () => resolve()));
  socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
  await answered;
  return { closed };
}

/** A browser's preconnect: a connection that has sent nothing yet. */
async function preconnect(port: number): Promise<OpenConnection> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise((resolve) => socket.once('connect', resolve));
  return { closed };
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const stopLines = (output: string) => output.split('\n').filter((line) => /received/.test(line));

describe.each(WAYS)('$name', (way) => {
  it('answers the request under way, refuses new connections, and exits 0 with one log line', async () => {
    const { server, port } = await start(way);
    const idle = await idleKeepAlive(port);
    const early = await preconnect(port);
    const underWay = slowPost(port, 600);
    await sleep(150);
    signal(server, way);

    await sleep(150);
    expect(await connects(port), 'a new connection during the stop').toBe(false);
    const answer = await underWay;
    expect(answer.status).toBe(200);
    const code = await server.exited;
    const afterAnswerMs = performance.now() - answer.at;
    await Promise.all([idle.closed, early.closed]);

    expect(code, server.output()).toBe(0);
    expect(afterAnswerMs, server.output()).toBeLessThan(3000);
    expect(stopLines(server.output()), server.output()).toHaveLength(1);
    expect(server.output()).not.toMatch(/still running|Error|ECONNRESET/);
  });
});

describe('a second signal during the stop', () => {
  it.each([
    { start: 'npm start', signal: 'SIGINT', toGroup: true },
    { start: 'node', signal: 'SIGTERM', toGroup: false },
  ] as const)('to $start stops it at once and says so in the log', async (way) => {
    const { server, port } = await start(way);
    // A request that would keep the stop waiting for ten seconds.
    void slowPost(port, 10_000).catch(() => {});
    await sleep(150);
    signal(server, way);
    await sleep(1500);
    const second = performance.now();
    signal(server, way);
    const code = await server.exited;

    expect(performance.now() - second).toBeLessThan(3000);
    expect(code).not.toBe(0);
    expect(server.output()).toMatch(/received again: stopping at once/);
  });
});
