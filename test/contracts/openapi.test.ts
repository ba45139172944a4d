import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type Router from '@koa/router';
import { buildOpenApiDocument } from '../../contracts/openapi.ts';
import { ERROR_CODES } from '../../contracts/error-codes.ts';
import { startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

let service: TestService;
before(async () => {
  service = await startTestService();
});
after(() => service.close());

function realRoutes(): string[] {
  // @koa/router's dispatch middleware carries its router.
  const router = service.app.middleware.map((middleware) => (middleware as { router?: Router }).router).find(Boolean);
  assert.ok(router, 'the app mounts a router');
  return router.stack.flatMap((layer) =>
    layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${String(layer.path).replace(/:(\w+)/g, '{$1}')}`),
  );
}

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument() as { openapi: string; paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> } };

  test('is OpenAPI 3.1', () => {
    assert.match(document.openapi, /^3\.1\.\d+$/);
  });

  test('documents exactly the routes the service serves', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    assert.deepEqual(documented.sort(), realRoutes().sort());
  });

  test('lists every error code of the table', () => {
    const codes = document.components.schemas.ErrorBody?.properties.code?.enum ?? [];
    assert.deepEqual([...codes].sort(), Object.keys(ERROR_CODES).sort());
  });

  test('survives a JSON round trip unchanged', () => {
    assert.deepEqual(JSON.parse(JSON.stringify(document)), document);
  });
});
