/** `npm run admin -- keys list|rotate|retire`: the signing keys behind every card's QR code. */
import fs from 'node:fs';
import { loadConfig } from '../config';
import { readSigningKeyFile, type StoredKey } from './signing-key-file';
import {
  retireSigningKey,
  ROTATE_COMMAND,
  rotateSigningKeys,
  signingKeyFile,
  SigningKeyError,
  type KeyFileConfig,
} from './signing-keys';

export const KEYS_USAGE =
  'npm run admin -- keys list     (every signing key and its state, newest first)\n' +
  '       npm run admin -- keys rotate   (adds a new signing key; earlier cards still verify)\n' +
  '       npm run admin -- keys retire KID [--compromised-since TIME]\n' +
  '                                      (anything KID signs from now on fails to verify; TIME: ISO 8601 with a zone)';

const ISO_WITH_ZONE = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The time a key was compromised since: ISO 8601 with a zone, a real date, not in the future. Else why not. */
export function parseCompromisedSince(text: string, now = new Date()): Date | string {
  const match = ISO_WITH_ZONE.exec(text);
  const time = Date.parse(text);
  const [year, month, day] = (match?.slice(1, 4) ?? []).map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (!match || Number.isNaN(time) || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day)
    return `--compromised-since needs a date and time with its zone, such as 2026-03-01T09:30:00Z or 2026-03-01T10:30:00+01:00 (got ${text}).`;
  if (time > now.getTime()) return `--compromised-since ${text} is in the future.`;
  return new Date(time);
}

const shown = (iso: string) => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function state(key: StoredKey, signing: boolean): string {
  const states = [
    signing ? 'signs new cards' : key.retiredAt ? `retired since ${shown(key.retiredAt)}` : 'verifies older cards',
  ];
  if (key.compromisedSince) states.push(`compromised since ${shown(key.compromisedSince)}`);
  return states.join(', ');
}

function list(config: KeyFileConfig): number {
  const file = signingKeyFile(config);
  if (!fs.existsSync(file)) {
    console.log(
      `No signing key file at ${file} yet: the server makes one at its first start, or run ${ROTATE_COMMAND}.`,
    );
    return 0;
  }
  const { keys } = readSigningKeyFile(file, { rewrite: false });
  console.log(`Signing keys in ${file}, newest first:`);
  for (const [i, key] of keys.entries())
    console.log(
      `  ${key.kid}  created ${shown(key.createdAt)}  ${state(key, i === 0 && key.privateJwk !== undefined)}`,
    );
  if (!keys[0]?.privateJwk) console.log(`No key signs new cards: run ${ROTATE_COMMAND} before starting the registry.`);
  return 0;
}

async function rotate(config: KeyFileConfig): Promise<number> {
  const { file, kid, previous } = await rotateSigningKeys(config);
  console.log(`New signing key ${kid} in ${file}; running servers that read this file sign with it within seconds.`);
  if (previous.length) console.log(`Earlier keys kept for verifying older cards: ${previous.join(', ')}.`);
  return 0;
}

function retire(config: KeyFileConfig, kid: string, compromisedSince: Date | undefined): number {
  const { file, before, key, changed } = retireSigningKey(config, kid, { compromisedSince });
  const retiredAt = shown(key.retiredAt!);
  if (before.retiredAt) console.log(`${kid} was already retired, since ${retiredAt}.`);
  else
    console.log(
      `Retired ${kid} in ${file} since ${retiredAt}: cards it signed until then still verify, anything signed with it later does not.`,
    );
  if (key.compromisedSince !== before.compromisedSince)
    console.log(
      `Marked ${kid} compromised since ${shown(key.compromisedSince!)}: cards it signed from then on no longer verify.`,
    );
  console.log(
    changed
      ? 'Running servers publish the change within seconds; verifiers see it when they next fetch the key set.'
      : `Nothing changed in ${file}.`,
  );
  return 0;
}

function usageError(message: string): number {
  console.error(`${message}\n\nUsage: ${KEYS_USAGE}`);
  return 2;
}

/** 0 done, 2 a usage error, 1 refused (the message says why). */
export async function runKeysCommand(
  action: string | undefined,
  args: string[],
  options: { compromisedSince?: string } = {},
  config: KeyFileConfig = loadConfig(),
): Promise<number> {
  if (options.compromisedSince !== undefined && action !== 'retire')
    return usageError('--compromised-since goes with keys retire only.');
  try {
    if (action === 'list' && args.length === 0) return list(config);
    if (action === 'rotate' && args.length === 0) return await rotate(config);
    if (action === 'retire') {
      if (args.length !== 1) return usageError('keys retire needs the id of one key (see keys list).');
      const since =
        options.compromisedSince === undefined ? undefined : parseCompromisedSince(options.compromisedSince);
      if (typeof since === 'string') return usageError(since);
      return retire(config, args[0]!, since);
    }
  } catch (error) {
    if (!(error instanceof SigningKeyError)) throw error;
    console.error(error.message);
    return 1;
  }
  return usageError(
    action === undefined
      ? 'keys needs list, rotate or retire.'
      : `Unknown keys command: ${[action, ...args].join(' ')}`,
  );
}
