// The spreadsheet plugin through the real service: discovery, type detection, the worker
// pool and the renderers, end to end.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { FIXTURES_DIR, postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

const fixture = (name: string) => ({ bytes: new Uint8Array(readFileSync(path.join(FIXTURES_DIR, 'office', name))), name });

describe('spreadsheet plugin through the service', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ openAccess: true });
  });
  after(() => service.close());

  const CASES = [
    { name: 'workbook.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    { name: 'workbook.ods', contentType: 'application/vnd.oasis.opendocument.spreadsheet' },
    { name: 'workbook.xls', contentType: 'application/vnd.ms-excel' },
  ];
  for (const { name, contentType } of CASES) {
    test(`${name}: 200, the plugin header, pages = sheets, content type`, async () => {
      const response = await postFile(`${service.url}/v1/extract/txt`, fixture(name));
      const body = (await response.json()) as { content: string; metadata: Record<string, unknown> };
      assert.equal(response.status, 200, JSON.stringify(body));
      assert.equal(response.headers.get('x-extract-plugin'), 'spreadsheet');
      assert.equal(body.metadata.pages, 2);
      assert.equal(body.metadata.contentType, contentType);
      assert.match(body.content, /Quarterly sales/);
    });
  }

  test('a hidden-size zip bomb is a quick 400', async () => {
    const response = await postFile(`${service.url}/v1/extract/txt`, fixture('bomb-hidden-size.xlsx'));
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as { code: string }).code, 'EXT_DOCUMENT_TOO_LARGE');
  });
});
