/** The password typed at `npm run admin -- create`: twice, hidden, and asked again from empty when wrong. */
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { askNewPassword } from './password-prompt';

async function typeInto(lines: string[]) {
  const input = new PassThrough();
  const output = new PassThrough();
  let screen = '';
  output.on('data', (chunk: Buffer) => (screen += chunk.toString()));
  const answer = askNewPassword({ input, output });
  for (const line of lines) {
    await sleep(30);
    input.write(`${line}\r`);
  }
  const password = await answer;
  // eslint-disable-next-line no-control-regex
  return { password, screen: screen.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '') };
}

describe('the admin password prompt', () => {
  it('asks twice and never shows what is typed', async () => {
    const { password, screen } = await typeInto(['correct horse battery', 'correct horse battery']);
    expect(password).toBe('correct horse battery');
    expect(screen).toContain('The same password again:');
    expect(screen).not.toContain('correct horse');
  });

  it('explains a short password and a mismatch, then starts again from empty', async () => {
    const { password, screen } = await typeInto([
      'short',
      'correct horse battery',
      'correct horse batter',
      'a different password',
      'a different password',
    ]);
    expect(screen).toContain('Password must be at least 12 characters');
    expect(screen).toContain('The two passwords are not the same. Start again.');
    expect(password).toBe('a different password');
  });
});
