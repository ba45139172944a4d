// Fast mode, table-driven: all visible text of the body as paragraphs, nothing invisible.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertText, flatten, run } from './helpers.ts';

interface Vector {
  name: string;
  html: string;
  mustInclude?: string[];
  mustNotInclude?: string[];
}

const vectors: Vector[] = [
  {
    name: 'block elements become paragraphs, <br> a line break',
    html: '<h1>Title</h1><div>First div</div><p>A <b>bold</b> word<br>next line</p><ul><li>Item one</li><li>Item two</li></ul>',
    mustInclude: ['Title\n\nFirst div\n\nA bold word<br>next line\n\nItem one\n\nItem two'],
  },
  {
    name: 'navigation chrome is kept: fast mode selects nothing',
    html: '<header>SITE BANNER</header><nav><a href="/">NAV HOME</a></nav><main><p>Content</p></main><aside>SIDEBAR</aside><footer>COPYRIGHT FOOTER</footer>',
    mustInclude: ['SITE BANNER', 'NAV HOME', 'Content', 'SIDEBAR', 'COPYRIGHT FOOTER'],
  },
  {
    name: 'script, style, noscript, template and hidden elements are absent',
    html: `<head><style>.HEAD_STYLE{}</style><title>Page title</title></head><body><p>Visible</p><script>var SCRIPT_TEXT</script>
      <style>.STYLE_TEXT{}</style><noscript>NOSCRIPT_TEXT</noscript><template>TEMPLATE_TEXT</template><p hidden>HIDDEN_TEXT</p>
      <div style="display:none">NONE_TEXT</div><iframe>IFRAME_TEXT</iframe></body>`,
    mustInclude: ['Visible'],
    mustNotInclude: ['HEAD_STYLE', 'Page title', 'SCRIPT_TEXT', 'STYLE_TEXT', 'NOSCRIPT_TEXT', 'TEMPLATE_TEXT', 'HIDDEN_TEXT', 'NONE_TEXT', 'IFRAME_TEXT'],
  },
  {
    name: 'table rows are paragraphs with tab-separated cells',
    html: '<table><tr><th>Name</th><th>Age</th></tr><tr><td>Ada</td><td>36</td></tr></table>',
    mustInclude: ['Name\tAge\n\nAda\t36'],
  },
  {
    name: 'ordered lists keep their numbers, start and value included',
    html: '<ol start="7"><li>seven</li><li>eight</li><li value="20">twenty</li><li>twenty-one</li></ol><ol><li>one</li></ol>',
    mustInclude: ['7. seven', '8. eight', '20. twenty', '21. twenty-one', '1. one'],
  },
  {
    name: 'whitespace collapses, <pre> keeps its lines',
    html: '<p>  spaced \n\n   out   words </p><pre>line one\n  line two</pre>',
    mustInclude: ['spaced out words', 'line one<br>  line two'],
    mustNotInclude: ['  spaced'],
  },
];

for (const vector of vectors) {
  test(`fast: ${vector.name}`, async () => {
    const result = await run('fast', vector.html);
    assertText(flatten(result.document.blocks), vector.mustInclude, vector.mustNotInclude);
  });
}

test('fast: the model holds paragraphs only', async () => {
  const result = await run('fast', '<h1>T</h1><ul><li>a</li></ul><table><tr><td>c</td></tr></table><blockquote>q</blockquote>');
  assert.deepEqual(
    result.document.blocks.map((block) => block.type),
    ['paragraph', 'paragraph', 'paragraph', 'paragraph'],
  );
});
