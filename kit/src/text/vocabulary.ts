// The words a document uses, for de-hyphenation to ask "is 'example' a word here?" and "is
// 'well-known' written with its hyphen here?". Lines are only remembered as they are read;
// the word sets are built on the first question, so a document without a single line-end
// hyphen never pays for them.

export interface Vocabulary {
  /** Remembers a line's words (cheap: the text is kept, not split). */
  learn(text: string): void;
  /** A lower-case word seen inside a line. */
  hasWord(word: string): boolean;
  /** A lower-case "left-right" pair seen inside a hyphenated word. */
  hasHyphenPair(pair: string): boolean;
}

export function createVocabulary(): Vocabulary {
  const texts: string[] = [];
  let sets: { words: Set<string>; pairs: Set<string> } | null = null;
  const build = () => {
    if (sets) return sets;
    sets = { words: new Set<string>(), pairs: new Set<string>() };
    for (const text of texts) addWords(text, sets);
    texts.length = 0;
    return sets;
  };
  return {
    learn(text) {
      // Once the sets exist, a line learned later goes straight into them.
      if (sets) addWords(text, sets);
      else texts.push(text);
    },
    hasWord: (word) => build().words.has(word),
    hasHyphenPair: (pair) => build().pairs.has(pair),
  };
}

function addWords(text: string, into: { words: Set<string>; pairs: Set<string> }): void {
  for (const token of text.toLowerCase().split(/[^\p{L}\p{N}-]+/u)) {
    const word = token.replace(/^-+|-+$/g, '');
    if (word.length < 2) continue;
    into.words.add(word);
    if (!word.includes('-')) continue;
    const parts = word.split('-');
    for (let index = 0; index + 1 < parts.length; index += 1) into.pairs.add(`${parts[index]}-${parts[index + 1]}`);
  }
}
