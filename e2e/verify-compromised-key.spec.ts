/**
 * A key marked compromised vouches for nothing (docs/decisions/040-a-compromised-key-vouches-for-nothing.md),
 * in the browser, online and offline: the security test's forgery, made with a copy of an old key file, reads
 * "Not issued by this registry", and the handler's re-issued card is Valid. Online, a card for a number the
 * registry does not have is never Valid.
 *
 * This changes the e2e server's keys for the rest of the run (a new current key, the first marked
 * compromised, every card in force re-issued): specs that follow sign with whatever key is current.
 */
import { createPrivateKey, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { CompactSign } from 'jose';
import {
  CARD_TYP,
  CREDENTIAL_ALG,
  JWKS_PATH,
  STATUS_LIST_MIN_BITS,
  VERIFY_PATH,
  type CardClaims,
} from '../common/credential';
import { loadConfig } from '../server/src/config';
import { signCardCredential } from '../server/src/credentials/credential-service';
import { runKeysCommand } from '../server/src/credentials/keys-command';
import { openSigningKeys } from '../server/src/credentials/signing-keys';
import { e2eServerInfo, setDogState } from './database';
import { expect, test } from './console-guard';
import { readQr } from './pdf';
import { registerDog } from './registrations';

const verdictHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const seconds = (ms: number) => Math.floor(ms / 1000);

async function cardAddress(request: APIRequestContext, id: string, ownerToken: string): Promise<string> {
  const svg = await (await request.get(`/api/dogs/${id}/qr.svg?key=${encodeURIComponent(ownerToken)}`)).body();
  const address = (await readQr(svg))?.data ?? '';
  expect(address).toContain(`${VERIFY_PATH}#`);
  return address;
}

/** The server's own settings, as `npm run admin -- keys …` would read them on its machine. */
function serverConfig(testInfo: TestInfo) {
  const info = e2eServerInfo(testInfo);
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: info.dataDir,
    ...(info.databaseUrl ? { DATABASE_URL: info.databaseUrl } : {}),
  });
}

/** Waits until the running server publishes what the key file now says (it re-reads the file every few seconds). */
async function published(request: APIRequestContext, check: (keys: Record<string, unknown>[]) => boolean) {
  await expect
    .poll(
      async () => check(((await (await request.get(JWKS_PATH)).json()) as { keys: Record<string, unknown>[] }).keys),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
}

function claimsFor(origin: string, registryNumber: string, iat: number): CardClaims {
  return {
    iss: origin,
    sub: registryNumber,
    iat,
    exp: seconds(Date.parse('2031-01-01T00:00:00Z')),
    n: 'Bandit',
    b: 'Labrador',
    h: 'Sam T.',
    r: 1,
    sl: randomInt(1_000, STATUS_LIST_MIN_BITS),
  };
}

test('a card forged with a key marked compromised is not issued by this registry, online and offline; the re-issued card is Valid', async ({
  page,
  context,
  request,
}, testInfo) => {
  const config = serverConfig(testInfo);
  const dog = await registerDog(request, testInfo, 'Keystone');
  await setDogState(testInfo, dog.id, { status: 'active' });
  const printed = await cardAddress(request, dog.id, dog.ownerToken);
  const origin = new URL(printed).origin;
  // The device has checked a card once: it holds the key set and lists from before the compromise.
  await page.goto(printed);
  await expect(verdictHeading(page, 'Valid')).toBeVisible();

  // The thief's copy of the key file, taken while this key signed.
  const file = path.join(e2eServerInfo(testInfo).dataDir, 'signing-keys.json');
  const [stolen] = (
    JSON.parse(fs.readFileSync(file, 'utf8')) as { keys: { kid: string; createdAt: string; privateJwk: object }[] }
  ).keys;
  const forge = (claims: CardClaims) =>
    new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
      .setProtectedHeader({ alg: CREDENTIAL_ALG, typ: CARD_TYP, kid: stolen!.kid })
      .sign(createPrivateKey({ key: stolen!.privateJwk as never, format: 'jwk' }));

  // The operator rotates, waits for the servers to sign with the new key, and retires the old one as compromised.
  const quiet = () => {};
  expect(await runKeysCommand('rotate', [], {}, config, quiet)).toBe(0);
  await published(request, (keys) => keys.length >= 2 && keys[0]!.kid !== stolen!.kid);
  const compromisedSince = new Date(Date.now() - 3_600_000).toISOString();
  expect(await runKeysCommand('retire', [stolen!.kid], { compromisedSince }, config, quiet)).toBe(0);
  await published(request, (keys) => keys.some((key) => key.kid === stolen!.kid && 'compromised_since' in key));

  // Back-dated before the compromise, for the real number and for one never issued.
  const backdated = seconds(Date.parse(compromisedSince)) - 86_400;
  const forgedForReal = await forge(claimsFor(origin, dog.registryNumber, backdated));
  const forgedForNone = await forge(claimsFor(origin, 'SDR-990001', backdated));
  const reissued = await cardAddress(request, dog.id, dog.ownerToken);
  expect(reissued).not.toBe(printed);

  for (const token of [forgedForReal, forgedForNone]) {
    await page.goto('/lookup');
    await page.goto(`${origin}${VERIFY_PATH}#${token}`);
    await expect(verdictHeading(page, 'Not issued by this registry')).toBeVisible();
    await expect(verdictHeading(page, 'Valid')).toHaveCount(0);
  }
  // The card printed before is signed by the compromised key too; the handler's new card is Valid.
  await page.goto('/lookup');
  await page.goto(printed);
  await expect(verdictHeading(page, 'Not issued by this registry')).toBeVisible();
  await page.goto('/lookup');
  await page.goto(reissued);
  await expect(verdictHeading(page, 'Valid')).toBeVisible();
  await expect(page.getByText('Ready to check cards offline on this device.')).toBeVisible();

  // Offline, once the device holds the new key set.
  await context.setOffline(true);
  const offline = await context.newPage();
  for (const token of [forgedForReal, forgedForNone]) {
    await offline.goto(`${origin}${VERIFY_PATH}#${token}`);
    await expect(verdictHeading(offline, 'Not issued by this registry')).toBeVisible();
    await expect(verdictHeading(offline, 'Valid')).toHaveCount(0);
  }
  await offline.goto(reissued);
  await expect(verdictHeading(offline, 'Valid')).toBeVisible();
  await context.setOffline(false);
});

test('online, a card for a number the registry does not have is never Valid, even under its current key', async ({
  page,
}, testInfo) => {
  const keys = await openSigningKeys({ dataDir: e2eServerInfo(testInfo).dataDir, signingKeyFile: null });
  const origin = new URL(page.url() === 'about:blank' ? testInfo.project.use.baseURL! : page.url()).origin;
  // Signed by the registry's own current key (an insider, or a theft nobody noticed yet), for no registration.
  const token = signCardCredential(claimsFor(origin, 'SDR-990002', seconds(Date.now())), keys);
  keys.close();
  await page.goto(`${VERIFY_PATH}#${token}`);
  await expect(verdictHeading(page, 'Not issued by this registry')).toBeVisible();
  await expect(page.getByText('has no registration with this number')).toBeVisible();
  await expect(verdictHeading(page, 'Valid')).toHaveCount(0);
});
