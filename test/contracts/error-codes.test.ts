import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ERROR_CODES, STATUS_TEXT } from '../../contracts/error-codes.ts';
import { ApiError } from '../../server/errors.ts';
import { REPO_ROOT } from '@docextract/plugin-kit/testing/service';

const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');

describe('the error-code table', () => {
  for (const [code, entry] of Object.entries(ERROR_CODES)) {
    test(`${code} is documented in README.md with its status`, () => {
      const row = readme.split('\n').find((line) => line.includes(`\`${code}\``));
      assert.ok(row, `README.md has no row for ${code}`);
      assert.match(row, new RegExp(`\\b${entry.status}\\b`));
    });
  }

  test('every code maps to a status with a contract short text', () => {
    for (const entry of Object.values(ERROR_CODES)) assert.ok(STATUS_TEXT[entry.status]);
  });

  test('the contract short texts are exact', () => {
    assert.equal(STATUS_TEXT[402], 'Over Free Credit Limit - Payment Required');
    assert.equal(STATUS_TEXT[429], 'Rate limit exceeded');
    assert.equal(STATUS_TEXT[413], 'Payload Too Large');
  });

  test('ApiError fills its template and builds the contract body', () => {
    const error = new ApiError('EXT_INVALID_FORMAT', { format: 'pdf', allowed: 'md, txt' });
    assert.deepEqual(error.toBody(), {
      success: false,
      status: 400,
      error: 'Bad Request',
      code: 'EXT_INVALID_FORMAT',
      message: 'Output format "pdf" is not supported. Use one of: md, txt.',
    });
  });

  test('codes are stable, upper-case and prefixed', () => {
    for (const code of Object.keys(ERROR_CODES)) assert.match(code, /^EXT_[A-Z_]+$/);
  });
});
