/** `npm run admin -- keys rotate|list`: the signing keys behind every card's QR code. */
import { loadConfig } from '../config';
import { openSigningKeys, rotateSigningKeys, signingKeyFile } from './signing-keys';

export const KEYS_USAGE =
  'npm run admin -- keys rotate   (adds a new signing key; earlier cards still verify)\n' +
  '       npm run admin -- keys list     (the key ids in the published key set, current first)';

export async function runKeysCommand(action: string | undefined): Promise<number> {
  const config = loadConfig();
  if (action === 'rotate') {
    const { file, kid, previous } = await rotateSigningKeys(config);
    console.log(`New signing key ${kid} in ${file}.`);
    if (previous.length)
      console.log(
        `Earlier keys kept for verifying older cards: ${previous.join(', ')}. Restart the server to sign with the new key.`,
      );
    return 0;
  }
  if (action === 'list') {
    const keys = await openSigningKeys(config);
    console.log(`Signing keys in ${signingKeyFile(config)} (current first):`);
    for (const key of keys.jwks.keys) console.log(`  ${key.kid}${key.kid === keys.kid ? '  (signs new cards)' : ''}`);
    return 0;
  }
  console.error(`Usage: ${KEYS_USAGE}`);
  return 2;
}
