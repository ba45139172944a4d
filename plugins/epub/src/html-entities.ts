// HTML's named character references that EPUB 2 content uses without declaring them (XML
// knows only the five predefined ones, which the shared parser decodes). Before parsing, the
// common ones are rewritten as numeric references, which the parser decodes like any other
// ("&amp;nbsp;" stays text, as it should); an unknown name stays as written.

const NAMED: Record<string, string> = {
  nbsp: '\u00a0', ensp: '\u2002', emsp: '\u2003', thinsp: '\u2009', shy: '\u00ad', zwnj: '\u200c', zwj: '\u200d',
  ndash: '–', mdash: '—', hellip: '…', lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„',
  laquo: '«', raquo: '»', lsaquo: '‹', rsaquo: '›', bull: '•', middot: '·', dagger: '†', Dagger: '‡', para: '¶', sect: '§',
  copy: '©', reg: '®', trade: '™', deg: '°', plusmn: '±', times: '×', divide: '÷', frac12: '½', frac14: '¼', frac34: '¾',
  sup1: '¹', sup2: '²', sup3: '³', prime: '′', Prime: '″', euro: '€', pound: '£', yen: '¥', cent: '¢', iexcl: '¡', iquest: '¿',
  larr: '←', rarr: '→', uarr: '↑', darr: '↓', harr: '↔', minus: '−', le: '≤', ge: '≥', ne: '≠', asymp: '≈', infin: '∞',
  agrave: 'à', aacute: 'á', acirc: 'â', atilde: 'ã', auml: 'ä', aring: 'å', aelig: 'æ', ccedil: 'ç', egrave: 'è', eacute: 'é',
  ecirc: 'ê', euml: 'ë', igrave: 'ì', iacute: 'í', icirc: 'î', iuml: 'ï', eth: 'ð', ntilde: 'ñ', ograve: 'ò', oacute: 'ó',
  ocirc: 'ô', otilde: 'õ', ouml: 'ö', oslash: 'ø', ugrave: 'ù', uacute: 'ú', ucirc: 'û', uuml: 'ü', yacute: 'ý', yuml: 'ÿ',
  szlig: 'ß', thorn: 'þ', oelig: 'œ', scaron: 'š', zcaron: 'ž', Agrave: 'À', Aacute: 'Á', Acirc: 'Â', Atilde: 'Ã', Auml: 'Ä',
  Aring: 'Å', AElig: 'Æ', Ccedil: 'Ç', Egrave: 'È', Eacute: 'É', Ecirc: 'Ê', Euml: 'Ë', Igrave: 'Ì', Iacute: 'Í', Icirc: 'Î',
  Iuml: 'Ï', ETH: 'Ð', Ntilde: 'Ñ', Ograve: 'Ò', Oacute: 'Ó', Ocirc: 'Ô', Otilde: 'Õ', Ouml: 'Ö', Oslash: 'Ø', Ugrave: 'Ù',
  Uacute: 'Ú', Ucirc: 'Û', Uuml: 'Ü', Yacute: 'Ý', THORN: 'Þ', OElig: 'Œ', Scaron: 'Š', Zcaron: 'Ž', Yuml: 'Ÿ',
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ε', lambda: 'λ', mu: 'μ', pi: 'π', sigma: 'σ', omega: 'ω',
};

export function htmlEntitiesAsNumeric(xml: string): string {
  if (!xml.includes('&')) return xml;
  return xml.replace(/&([a-zA-Z][a-zA-Z0-9]{1,31});/g, (whole, name: string) => {
    const character = NAMED[name];
    return character ? `&#${character.codePointAt(0)};` : whole;
  });
}
