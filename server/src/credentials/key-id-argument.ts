/**
 * A key id is base64url and may begin with '-': the word after `keys retire` is the id, whatever it looks
 * like, so it is handed to the argument parser as a positional (after `--`) rather than read as an option.
 */
export function keyIdAsPositional(args: string[]): string[] {
  const at = args.findIndex((word, i) => word === 'retire' && args[i - 1] === 'keys');
  const kid = at < 0 ? undefined : args[at + 1];
  if (!kid?.startsWith('-') || ['--compromised-since', '--help', '-h'].includes(kid.split('=')[0]!)) return args;
  return [...args.slice(0, at + 1), ...args.slice(at + 2), '--', kid];
}
