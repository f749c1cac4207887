/**
 * The OpenAPI document, as a production server writes it, passes Redocly's lint with no error: the
 * recommended rules, each change to them explained in redocly.yaml (docs/decisions/036-openapi-lint.md).
 * A document that breaks them fails, so the lint is known to be looking.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const CONFIG_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../redocly.yaml');

interface Document {
  paths: Record<string, Record<string, { operationId?: string }>>;
}

async function lintErrors(document: string): Promise<string[]> {
  const config = await loadConfig({ configPath: CONFIG_FILE });
  const problems: NormalizedProblem[] = await lintFromString({
    source: document,
    absoluteRef: path.resolve('openapi.json'),
    config,
  });
  return problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`);
}

describe('the OpenAPI document under Redocly lint (redocly.yaml)', () => {
  let t: TestApp;
  let document: string;
  beforeAll(async () => {
    // As operators run it: production, with metrics on, so every operation is in the document.
    t = await createTestApp('sqlite', {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://registry.example.org',
      METRICS_TOKEN: 'metrics-token-for-the-lint-test-0123456',
    });
    document = (await t.app.inject('/api/docs/json')).body;
  });
  afterAll(() => t.close());

  it('has no error', async () => {
    expect(await lintErrors(document)).toEqual([]);
  });

  it('reports a missing, a repeated and a badly cased operationId, and an operation without security', async () => {
    const broken = JSON.parse(document) as Document;
    const operation = (pathName: string, method: string) => broken.paths[pathName]![method] as Record<string, unknown>;
    delete operation('/api/health', 'get').operationId;
    operation('/api/config', 'get').operationId = 'getPolicies';
    operation('/api/registrations', 'post').operationId = 'Create_Registration';
    delete operation('/api/lookup/{registryNumber}', 'get').security;
    const rules = (await lintErrors(JSON.stringify(broken))).map((error) => error.split(' at ')[0]);
    expect(rules).toEqual(
      expect.arrayContaining([
        'operation-operationId',
        'operation-operationId-unique',
        'rule/operation-id-camel-case',
        'security-defined',
      ]),
    );
  });
});
