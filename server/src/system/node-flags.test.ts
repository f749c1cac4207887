import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_NODE_FLAGS } from '../../../support/server-process';

/** Every way production starts passes the heap settings the benchmarks and the production-start test measured. */
describe('the production heap settings', () => {
  const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

  it.each(['start', 'serve'])('npm run %s passes them to node', (name) => {
    expect(scripts[name]).toMatch(new RegExp(`^exec node ${PRODUCTION_NODE_FLAGS.join(' ')} `));
  });

  it('the Docker image passes them to node', () => {
    const command = /^CMD (.+)$/m.exec(fs.readFileSync('Dockerfile', 'utf8'))?.[1] ?? '';
    expect(JSON.parse(command)).toEqual(['node', ...PRODUCTION_NODE_FLAGS, 'build/server/main.js']);
  });

  it('the systemd unit passes them to node', () => {
    const command = /^ExecStart=(.+)$/m.exec(fs.readFileSync('deploy/service-dog-registry.service', 'utf8'))?.[1];
    expect(command).toBe(['/usr/bin/node', ...PRODUCTION_NODE_FLAGS, 'build/server/main.js'].join(' '));
  });
});
