// The core's renderers, for plugin tests that check what a model becomes: a plugin never
// renders, the service does, so tests render with exactly the service's code.

export { renderMarkdown } from '../../../server/render/markdown.ts';
export { renderPlainText } from '../../../server/render/plain-text.ts';
