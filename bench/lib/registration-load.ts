/** Registrations with a real photo from concurrent clients, each answer checked, numbers checked for gaps. */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { faker } from '@faker-js/faker';
import { IDEMPOTENCY_KEY_HEADER, SERVICE_TYPES } from '../../common/constants';
import { parseRegistrySequence } from '../../common/registry-number';
import { BENCH_TRAINER } from './seed-records';
import type { RegistrationJob } from './registration-worker';
import { quantile } from './stats';

export interface RegistrationLoadResult {
  count: number;
  p50Ms: number;
  p99Ms: number;
  wallMs: number;
  /** Sorted registry sequences handed out, for the gap check. */
  sequences: number[];
}

function form(photo: Blob, paymentCode: string): FormData {
  const data = new FormData();
  const fields = {
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
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('dogPhoto', photo, 'dog.jpg');
  return data;
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
  // One Blob for every request: the client copies the photo once, not once per registration.
  const photoBlob = new Blob([new Uint8Array(photo)], { type: 'image/jpeg' });
  let next = 0;
  const t0 = performance.now();
  const client = async () => {
    while (next < codes.length && keepGoing()) {
      const code = codes[next++] ?? '';
      const start = performance.now();
      const res = await fetch(`${url}/api/registrations`, {
        method: 'POST',
        body: form(photoBlob, code),
        headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
      });
      const body = (await res.json()) as { registryNumber?: string; error?: { message: string } };
      latencies.push(performance.now() - start);
      if (res.status !== 201 || !body.registryNumber)
        throw new Error(`registration answered ${res.status}: ${JSON.stringify(body)}`);
      sequences.push(parseRegistrySequence(body.registryNumber, 'SDR-') ?? -1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
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
