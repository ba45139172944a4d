// Every mode on the text-layer fixtures, as a table of vectors (MarkItDown style): what the
// rendered Markdown must and must not contain, plus a check of the model where it matters.
// `pdfjs` runs the structured vectors through the second engine: the layout code is the same,
// so both engines must pass them.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ExtractResult } from '@docextract/contracts/plugin-api';
import { handlers } from '../src/index.ts';
import { fixture, inputOf, markdownOf, missing, run, type Mode } from './helpers.ts';

interface Vector {
  name: string;
  file: string;
  modes: Mode[];
  mustInclude?: Array<string | RegExp>;
  mustNotInclude?: Array<string | RegExp>;
  check?: (result: ExtractResult, markdown: string) => void;
}

const before = (markdown: string, first: string, second: string) => {
  const [a, b] = [markdown.indexOf(first), markdown.indexOf(second)];
  assert.ok(a >= 0 && b >= 0 && a < b, `expected "${first}" before "${second}" in:\n${markdown}`);
};

const VECTORS: Vector[] = [
  {
    name: 'two columns are read column by column',
    file: 'two-columns.pdf',
    modes: ['structured', 'fast', 'pdfjs'],
    mustInclude: ['Two Column Layout Study', 'The left column closes with pears.', 'the right column ends here with harbours.'],
    check: (_result, markdown) => {
      before(markdown, 'the left column ends here with plums', 'Rivers open the right column');
      before(markdown, 'Apples open the left column', 'The left column closes with pears.');
    },
  },
  {
    name: 'headings, lists, a table and a hyphenated word',
    file: 'structure.pdf',
    modes: ['structured', 'pdfjs'],
    mustInclude: [/^# Annual Report$/m, /^## Key Results$/m, /^## Regional Figures$/m, /^- Costs fell after the move to the new warehouse\.$/m, /^2\. Hire a head of logistics\.$/m, /^\| North \| 1,200 \| 4\.5% \|$/m, 'an extraordinarily detailed proposal', 'well-known risks', '```\ndef total(rows):\n    return sum(rows)\n```'],
    mustNotInclude: ['extraordi-', 'extraordi narily', /^- Revenue grew.*\n- .*irrigation kits/m],
    check: (result) => {
      const list = result.document.blocks.find((block) => block.type === 'list' && !block.ordered);
      assert.equal(list?.type === 'list' ? list.items.length : 0, 3, 'a wrapped item stays one item');
      assert.ok(result.document.blocks.some((block) => block.type === 'table' && block.rows.length === 4 && block.rows[0]!.cells.length === 3));
    },
  },
  {
    name: 'fast keeps the text and the de-hyphenation, without structure',
    file: 'structure.pdf',
    modes: ['fast'],
    mustInclude: ['Annual Report', 'Staff turnover halved.', 'extraordinarily detailed'],
    mustNotInclude: [/^#/m, '|'],
  },
  {
    name: 'running headers, footers and page numbers are left out of structured',
    file: 'running-headers.pdf',
    modes: ['structured', 'pdfjs'],
    mustInclude: [/^# Quarter 1$/m, /^# Quarter 3$/m, 'every shop met its target'],
    mustNotInclude: ['Quarterly Review', 'Page 2 of 3', 'of 3'],
    check: (result) => {
      const breaks = result.document.blocks.filter((block) => block.type === 'pageBreak');
      assert.deepEqual(breaks, [{ type: 'pageBreak', page: 2 }, { type: 'pageBreak', page: 3 }]);
      assert.equal(result.metadata.pages, 3);
    },
  },
  {
    name: 'fast keeps running headers: it is the page as printed',
    file: 'running-headers.pdf',
    modes: ['fast'],
    mustInclude: ['ACME Corporation - Quarterly Review', 'Page 2 of 3'],
  },
  {
    name: 'right-to-left text comes out in logical order',
    file: 'rtl.pdf',
    modes: ['structured', 'fast', 'pdfjs'],
    mustInclude: ['שלום עולם', 'זהו מסמך לבדיקה של כיוון הכתיבה', 'An English line follows the Hebrew one.'],
    mustNotInclude: ['םלוע', 'הביתכה'],
  },
  {
    name: 'an owner-password-only file opens without a password',
    file: 'encrypted-owner-only.pdf',
    modes: ['structured', 'fast', 'pdfjs'],
    mustInclude: ['Owner restricted text that anyone may read.'],
    check: (result) => assert.equal(result.metadata.raw?.encrypted, true),
  },
  {
    name: 'a filled form field and a free-text note are read as a reader sees them',
    file: 'form.pdf',
    modes: ['structured', 'fast'],
    mustInclude: ['Applicant name:', 'Grace Hopper', 'Reviewed by the admissions committee'],
  },
];

describe('pdf plugin: modes on the fixtures', () => {
  test('handlers: exactly the four declared modes, pdf.js\'s last', () => {
    assert.deepEqual(Object.keys(handlers).sort(), ['fast', 'ocr', 'pdfjs', 'structured']);
  });

  for (const vector of VECTORS) {
    for (const mode of vector.modes) {
      test(`${mode}: ${vector.name}`, { skip: missing(vector.file) }, async () => {
        const result = await run(mode, vector.file);
        const markdown = markdownOf(result);
        for (const needle of vector.mustInclude ?? []) {
          const found = typeof needle === 'string' ? markdown.includes(needle) : needle.test(markdown);
          assert.ok(found, `expected ${needle} in:\n${markdown}`);
        }
        for (const needle of vector.mustNotInclude ?? []) {
          const found = typeof needle === 'string' ? markdown.includes(needle) : needle.test(markdown);
          assert.ok(!found, `did not expect ${needle} in:\n${markdown}`);
        }
        vector.check?.(result, markdown);
        assert.deepEqual(structuredClone(result), result, 'the result survives structured cloning');
      });
    }
  }

  test('the input bytes are never written to', async () => {
    const bytes = fixture('structure.pdf');
    const copy = bytes.slice();
    await handlers.structured!(inputOf(bytes));
    await handlers.fast!(inputOf(bytes));
    assert.deepEqual(bytes, copy);
  });
});
