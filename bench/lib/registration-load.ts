/** Registrations with a real photo from concurrent clients, each answer checked, numbers checked for gaps. */
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { faker } from '@faker-js/faker';
import { IDEMPOTENCY_KEY_HEADER, SERVICE_TYPES } from '../../common/constants';
import { parseRegistrySequence } from '../../common/registry-number';
import type { RegistrationJob } from './registration-job';
import { BENCH_TRAINER } from './seed-records';
import { quantile } from './stats';

export interface RegistrationLoadResult {
  count: number;
  p50Ms: number;
  p99Ms: number;
  wallMs: number;
  /** Sorted registry sequences handed out, for the gap check. */
  sequences: number[];
}

function fields(paymentCode: string): Record<string, string> {
  return {
    dogName: faker.animal.petName(),
    dogBreed: faker.animal.dog(),
    dogAge: '4 years',
    serviceType: SERVICE_TYPES[1],
    trainerLicenseNumber: BENCH_TRAINER,
    microchipNumber: '',
    ownerName: faker.person.fullName(),
    ownerAddress: faker.location.streetAddress(),
    ownerPhone: '(555) 010-2020',
    ownerEmail: faker.internet.email(),
    paymentCode,
  };
}

const BOUNDARY = '----bench-registration-boundary';

/**
 * The multipart body as a browser sends it, written here rather than by fetch's FormData: the client
 * shares the two cores with the server, and FormData cost it 18 ms of CPU per registration against
 * about 1 ms for this (docs/PERFORMANCE.md). The photo is sent from the one Buffer, never copied.
 */
function multipartBody(text: Record<string, string>, photo: Buffer): Buffer[] {
  const parts = Object.entries(text).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const photoHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="dogPhoto"; filename="dog.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return [Buffer.from(parts.join('') + photoHead), photo, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)];
}

/** One registration over a kept-alive connection: the status and the parsed answer. */
function post(agent: http.Agent, url: string, body: Buffer[]): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/registrations`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': body.reduce((total, piece) => total + piece.length, 0),
          [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID(),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    for (const piece of body) request.write(piece);
    request.end();
  });
}

/** Sends registrations from `concurrency` clients until the codes run out or `keepGoing` says stop. */
export async function registerMany(
  url: string,
  photo: Buffer,
  codes: string[],
  concurrency: number,
  keepGoing: () => boolean = () => true,
): Promise<RegistrationLoadResult> {
  const latencies: number[] = [];
  const sequences: number[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  const t0 = performance.now();
  const client = async () => {
    while (next < codes.length && keepGoing()) {
      const code = codes[next++] ?? '';
      const start = performance.now();
      const answer = await post(agent, url, multipartBody(fields(code), photo));
      const body = answer.body as { registryNumber?: string; error?: { message: string } };
      latencies.push(performance.now() - start);
      if (answer.status !== 201 || !body.registryNumber)
        throw new Error(`registration answered ${answer.status}: ${JSON.stringify(body)}`);
      sequences.push(parseRegistrySequence(body.registryNumber, 'SDR-') ?? -1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client)).finally(() => agent.destroy());
  return {
    count: latencies.length,
    p50Ms: quantile(latencies, 0.5),
    p99Ms: quantile(latencies, 0.99),
    wallMs: performance.now() - t0,
    sequences: sequences.sort((a, b) => a - b),
  };
}

/** True when the numbers run first, first + 1, … with none repeated or skipped. */
export function consecutiveFrom(sequences: number[], first: number): boolean {
  return sequences.every((sequence, i) => sequence === first + i);
}

/**
 * The look-up under `lookupLoad` while `clients` clients keep registering (issue 16, item 2): the
 * registrations stop when the look-up load ends. Codes are taken from `codes`, which must outlast it.
 * The registrations run in a child process (registration-worker.ts), so that the look-up's latency
 * is the server's, not this process's event loop busy with multipart bodies.
 */
export async function lookupWhileRegistering<T>(
  url: string,
  photo: Buffer,
  codes: string[],
  clients: number,
  lookupLoad: () => Promise<T>,
): Promise<{ lookup: T; registrations: RegistrationLoadResult }> {
  const child = fork(fileURLToPath(new URL('./registration-worker.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
  });
  const registrations = new Promise<RegistrationLoadResult>((resolve, reject) => {
    child.once('message', (result: RegistrationLoadResult) => resolve(result));
    child.once('exit', (code) => reject(new Error(`the registration clients stopped (exit code ${code})`)));
  });
  // Awaited below; until then a failed child must not become an unhandled rejection.
  registrations.catch(() => undefined);
  const job: RegistrationJob = { url, photo, codes, clients };
  child.send(job);
  try {
    const lookup = await lookupLoad();
    child.send('stop');
    return { lookup, registrations: await registrations };
  } catch (error) {
    if (child.connected) child.send('stop');
    await registrations.catch(() => undefined);
    throw error;
  } finally {
    child.kill();
  }
}
