import { PassThrough } from 'node:stream';
import password from '@inquirer/password';
import { STAFF_PASSWORD_MIN_LENGTH } from '#common/constants';
import { MESSAGE_TEXTS } from '#common/messages';

interface PromptStreams {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
}

/**
 * Each prompt reads and writes through streams of its own: a prompt ends its output when answered,
 * and would go on taking input meant for the next one. (A terminal needs none of this.)
 */
async function ask(message: string, streams?: PromptStreams): Promise<string> {
  if (!streams) return password({ message });
  const input = new PassThrough();
  const output = new PassThrough();
  streams.input.pipe(input);
  output.pipe(streams.output, { end: false });
  try {
    return await password({ message }, { input, output });
  } finally {
    streams.input.unpipe(input);
  }
}

/**
 * A new admin password, typed twice without echo. A short or mismatched answer is explained and the
 * question starts again from empty (a prompt's own "fix the line" would keep hidden characters).
 */
export async function askNewPassword(streams?: PromptStreams): Promise<string> {
  const say = (line: string) => (streams?.output ?? process.stderr).write(`${line}\n`);
  for (;;) {
    const first = await ask(`New password (at least ${STAFF_PASSWORD_MIN_LENGTH} characters):`, streams);
    if (first.length < STAFF_PASSWORD_MIN_LENGTH) {
      say(MESSAGE_TEXTS.passwordTooShort);
      continue;
    }
    const again = await ask('The same password again:', streams);
    if (again === first) return first;
    say('The two passwords are not the same. Start again.');
  }
}
