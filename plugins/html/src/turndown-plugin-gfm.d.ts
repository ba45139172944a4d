// @joplin/turndown-plugin-gfm ships no type declarations; these cover what to-markdown.ts uses.
declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  export const strikethrough: TurndownService.Plugin;
}
