// How a line break inside a table cell travels from the DOM to the model. A pipe table row
// is one Markdown line, so a real newline cannot be in a cell, and turndown's "<br>" would
// reach markdownToModel as raw HTML and vanish. This character goes through turndown and
// marked as plain text; model-fixups.ts turns it back into a line break.

/** A Unicode noncharacter, reserved for internal use: it never means anything in a page. */
export const LINE_BREAK = '\uFDD0';
