import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { keyIdAsPositional } from './key-id-argument';

const parse = (args: string[]) =>
  parseArgs({
    args: keyIdAsPositional(args),
    allowPositionals: true,
    options: { 'compromised-since': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });

describe('the key id after keys retire', () => {
  it('is read as the id even when it begins with a dash, as one in 64 ids do', () => {
    expect(parse(['keys', 'retire', '-jV2mGpIRTvX']).positionals).toEqual(['keys', 'retire', '-jV2mGpIRTvX']);
    const withTime = parse(['keys', 'retire', '-jV2mGpIRTvX', '--compromised-since', '2026-01-01T00:00:00Z']);
    expect(withTime.positionals).toEqual(['keys', 'retire', '-jV2mGpIRTvX']);
    expect(withTime.values['compromised-since']).toBe('2026-01-01T00:00:00Z');
    expect(parse(['keys', 'retire', '--x1']).positionals).toEqual(['keys', 'retire', '--x1']);
  });

  it('leaves every other command line as it is', () => {
    expect(parse(['keys', 'retire', 'abc', '-h']).values.help).toBe(true);
    expect(parse(['keys', 'retire', '--help']).values.help).toBe(true);
    expect(keyIdAsPositional(['create', '--email', 'a@example.org'])).toEqual(['create', '--email', 'a@example.org']);
    expect(keyIdAsPositional(['keys', 'list'])).toEqual(['keys', 'list']);
  });
});
