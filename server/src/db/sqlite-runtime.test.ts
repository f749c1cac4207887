import { describe, expect, it } from 'vitest';
import { sqliteRuntimeProblem } from './sqlite-runtime';

describe('the Node.js versions the embedded database runs on', () => {
  it('accepts Node 20, 22 and 24 before 24.19', () => {
    for (const version of ['20.19.0', '20.20.2', '22.12.0', '22.22.0', '24.0.0', '24.18.1']) {
      expect(sqliteRuntimeProblem(version), version).toBeNull();
    }
  });

  it('refuses Node 24.19 and later, naming the way out', () => {
    for (const version of ['24.19.0', '24.21.0', '26.1.0']) {
      expect(sqliteRuntimeProblem(version)).toMatch(/aborts on Node\.js 24\.19 and later.*Node\.js 22.*DATABASE_URL/);
    }
  });
});
