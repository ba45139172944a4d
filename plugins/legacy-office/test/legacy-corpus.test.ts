// The real legacy files of ../shared/corpus (written by Word and PowerPoint for Mac) against
// their ground truth, scored as the outside tests score them. Skipped, loudly, without the corpus.

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { tokenF1 } from '@docextract/plugin-kit/testing/token-f1';
import { CORPUS_DIR, markdownOf, run, textOf } from './helpers.ts';

const DOC = path.join(CORPUS_DIR, 'docling', 'legacy_sample.doc');
const PPT = path.join(CORPUS_DIR, 'docling', 'legacy_sample.ppt');
const missing = existsSync(DOC) && existsSync(PPT) ? undefined : `no corpus at ${CORPUS_DIR}`;
if (missing) console.log(`!!! SKIPPED: ${missing}; the legacy-office plugin's corpus tests did not run`);

const read = (file: string) => new Uint8Array(readFileSync(file));
const truth = (file: string) => readFileSync(`${file}.truth.md`, 'utf8');

describe('legacy-office plugin: the corpus', { skip: missing }, () => {
  test('legacy_sample.doc: its text, its table, its authors; F1 at least 0.9', async () => {
    const result = await run('structured', read(DOC));
    const text = textOf(result);
    for (const words of ['Summer activities', 'Swimming in the lake', 'try not to drown', 'Blueberry, Strawberry, Cranberry', 'respectful duck']) {
      assert.ok(text.includes(words), `"${words}" in:\n${text}`);
    }
    assert.match(markdownOf(result), /^\| Berries \| Blueberry, Strawberry, Cranberry \| 150 \|$/m);
    assert.equal(result.metadata.creator, 'Christoph Auer');
    assert.equal(result.metadata.lastAuthor, 'Cesar Berrospi Ramis');
    const score = tokenF1(text, truth(DOC));
    assert.ok(score.f1 >= 0.9, `F1 ${score.f1.toFixed(3)}`);
    assert.ok(tokenF1(textOf(await run('fast', read(DOC))), truth(DOC)).f1 >= 0.9);
  });

  test('legacy_sample.ppt: three slides with titles, the table, lists and notes; F1 at least 0.8', async () => {
    const result = await run('structured', read(PPT));
    const markdown = markdownOf(result);
    assert.match(markdown, /^## Slide 1: Test Table Slide$/m);
    assert.match(markdown, /^## Slide 2: Second slide title$/m);
    assert.match(markdown, /^\| R1 \| True \| False \|/m);
    assert.match(markdown, /^- With foo$/m);
    assert.match(markdown, /Some notes on the second slide\./);
    assert.equal(result.metadata.pages, 3);
    assert.equal(result.metadata.creator, 'Maxim Lysak');
    const score = tokenF1(textOf(result), truth(PPT));
    assert.ok(score.f1 >= 0.8, `F1 ${score.f1.toFixed(3)}`);
    assert.ok(tokenF1(textOf(await run('fast', read(PPT))), truth(PPT)).f1 >= 0.8);
  });
});
