/** Every operation the API document lists, as the tests that send each one read it. */
import type { Action } from '../access/permissions';
import type { App } from '../app-context';

export interface DocumentedOperation {
  operationId: string;
  'x-action'?: Action;
  requestBody?: { content: Record<string, unknown> };
}

export async function documentedOperations(
  app: App,
): Promise<{ method: string; path: string; operation: DocumentedOperation }[]> {
  const doc = (await app.inject('/api/docs/json')).json<{
    paths: Record<string, Record<string, DocumentedOperation>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}
