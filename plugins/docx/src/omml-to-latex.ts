// Office Math (OMML) → LaTeX. mammoth drops equations entirely; an equation's text is
// content, and LaTeX is how extractors (and the models that read their output) write it.
// Covers the OMML objects Word's equation editor produces; anything unknown keeps its text.

import { attr, child, childElements, ownText, type XmlElement } from '@docextract/plugin-kit/xml';

const SYMBOLS: Record<string, string> = {
  α: '\\alpha', β: '\\beta', γ: '\\gamma', δ: '\\delta', ε: '\\epsilon', ϵ: '\\epsilon', ζ: '\\zeta', η: '\\eta', θ: '\\theta',
  ι: '\\iota', κ: '\\kappa', λ: '\\lambda', μ: '\\mu', ν: '\\nu', ξ: '\\xi', π: '\\pi', ρ: '\\rho', σ: '\\sigma', τ: '\\tau',
  υ: '\\upsilon', φ: '\\phi', ϕ: '\\phi', χ: '\\chi', ψ: '\\psi', ω: '\\omega', Γ: '\\Gamma', Δ: '\\Delta', Θ: '\\Theta',
  Λ: '\\Lambda', Ξ: '\\Xi', Π: '\\Pi', Σ: '\\Sigma', Φ: '\\Phi', Ψ: '\\Psi', Ω: '\\Omega',
  '×': '\\times', '·': '\\cdot', '⋅': '\\cdot', '÷': '\\div', '±': '\\pm', '∓': '\\mp', '≤': '\\leq', '≥': '\\geq',
  '≠': '\\neq', '≈': '\\approx', '≡': '\\equiv', '∞': '\\infty', '∂': '\\partial', '∇': '\\nabla', '→': '\\rightarrow',
  '←': '\\leftarrow', '⇒': '\\Rightarrow', '⇔': '\\Leftrightarrow', '∈': '\\in', '∉': '\\notin', '⊂': '\\subset',
  '⊆': '\\subseteq', '∪': '\\cup', '∩': '\\cap', '∀': '\\forall', '∃': '\\exists', '¬': '\\neg', '∧': '\\wedge', '∨': '\\vee',
  '…': '\\ldots', '⋯': '\\cdots', '∅': '\\emptyset', '°': '^{\\circ}', '−': '-',
};

const NARY: Record<string, string> = {
  '∑': '\\sum', '∏': '\\prod', '∐': '\\coprod', '∫': '\\int', '∬': '\\iint', '∭': '\\iiint', '∮': '\\oint', '∯': '\\oiint',
  '∰': '\\oiiint', '⋃': '\\bigcup', '⋂': '\\bigcap', '⋀': '\\bigwedge', '⋁': '\\bigvee',
};

const FUNCTIONS = new Set(['sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'log', 'ln', 'exp', 'lim', 'max', 'min', 'sup', 'inf', 'det', 'sinh', 'cosh', 'tanh']);

/** LaTeX for an m:oMath element (or any element holding math). */
export function ommlToLatex(element: XmlElement): string {
  return convertChildren(element, 0).replace(/\s+/g, ' ').trim();
}

/** Math nested deeper than this is kept as its plain text. */
const MAX_DEPTH = 60;

function convertChildren(element: XmlElement | undefined, depth: number): string {
  if (!element) return '';
  return childElements(element).map((node) => convert(node, depth + 1)).join('');
}

function convert(element: XmlElement, depth: number): string {
  if (depth > MAX_DEPTH) return plainText(element);
  const part = (name: string): string => convertChildren(child(element, name), depth);
  switch (element.name) {
    case 'r':
      return runText(element);
    case 'sSup':
      return `${base(part('e'))}^{${part('sup')}}`;
    case 'sSub':
      return `${base(part('e'))}_{${part('sub')}}`;
    case 'sSubSup':
      return `${base(part('e'))}_{${part('sub')}}^{${part('sup')}}`;
    case 'sPre':
      return `{}_{${part('sub')}}^{${part('sup')}}${part('e')}`;
    case 'f':
      // A fraction without a bar is a binomial coefficient or a stacked pair.
      return property(element, 'fPr', 'type') === 'noBar'
        ? `\\genfrac{}{}{0pt}{}{${part('num')}}{${part('den')}}`
        : `\\frac{${part('num')}}{${part('den')}}`;
    case 'rad': {
      const degree = part('deg');
      return degree ? `\\sqrt[${degree}]{${part('e')}}` : `\\sqrt{${part('e')}}`;
    }
    case 'nary': {
      const symbol = property(element, 'naryPr', 'chr') ?? '∫';
      return `${NARY[symbol] ?? symbol}_{${part('sub')}}^{${part('sup')}}${part('e')}`;
    }
    case 'd':
      return delimited(element, depth);
    case 'func':
      return `${functionName(convertChildren(child(element, 'fName'), depth))}${part('e')}`;
    case 'limLow':
      return `${functionName(part('e'))}_{${part('lim')}}`;
    case 'limUpp':
      return `${part('e')}^{${part('lim')}}`;
    case 'groupChr': {
      const below = (property(element, 'groupChrPr', 'pos') ?? 'bot') === 'bot';
      return below ? `\\underbrace{${part('e')}}` : `\\overbrace{${part('e')}}`;
    }
    case 'bar':
      return `\\overline{${part('e')}}`;
    case 'acc':
      return `\\hat{${part('e')}}`;
    case 'm':
      return `\\begin{matrix}${childElements(element, 'mr').map((row) => childElements(row, 'e').map((cell) => convertChildren(cell, depth)).join(' & ')).join(' \\\\ ')}\\end{matrix}`;
    case 'eqArr':
      return childElements(element, 'e').map((row) => convertChildren(row, depth)).join(' \\\\ ');
    case 'rPr':
    case 'ctrlPr':
    case 'naryPr':
    case 'dPr':
    case 'fPr':
    case 'sSupPr':
    case 'sSubPr':
    case 'sSubSupPr':
    case 'radPr':
    case 'funcPr':
    case 'groupChrPr':
    case 'accPr':
    case 'barPr':
    case 'mPr':
    case 'oMathParaPr':
      return '';
    default:
      // e, num, den, box, borderBox, phant, oMath, w:r inside math…: their content in place.
      return convertChildren(element, depth);
  }
}

// A script's base needs braces only when it is more than one symbol ("x^{2}", "\\pi^{2}",
// "\\left(…\\right)^{n}" need none), as LaTeX writers conventionally do.
function base(latex: string): string {
  const trimmed = latex.trim();
  if (/^([A-Za-z0-9]|\\[a-zA-Z]+)$/.test(trimmed) || /^\\left[\s\S]*\\right\S+$/.test(trimmed)) return trimmed;
  return /^[A-Za-z]+$/.test(trimmed) ? trimmed : `{${trimmed}}`;
}

function delimited(element: XmlElement, depth: number): string {
  const open = property(element, 'dPr', 'begChr') ?? '(';
  const close = property(element, 'dPr', 'endChr') ?? ')';
  const separator = property(element, 'dPr', 'sepChr') ?? ',';
  const inner = childElements(element, 'e').map((part) => convertChildren(part, depth)).join(separator);
  return `\\left${fence(open)}${inner}\\right${fence(close)}`;
}

function fence(character: string): string {
  if (character === '') return '.';
  if (character === '{' || character === '}') return `\\${character}`;
  return character;
}

/** A property such as <m:naryPr><m:chr m:val="∑"/></m:naryPr>. */
function property(element: XmlElement, holder: string, name: string): string | undefined {
  const value = child(child(element, holder), name);
  return value ? attr(value, 'val') : undefined;
}

function functionName(name: string): string {
  const trimmed = name.trim();
  if (FUNCTIONS.has(trimmed)) return `\\${trimmed}`;
  return /^[a-zA-Z]{2,}$/.test(trimmed) ? `\\operatorname{${trimmed}}` : trimmed;
}

function runText(run: XmlElement): string {
  const text = childElements(run, 't').map((t) => ownText(t)).join('');
  let latex = '';
  for (const character of text) {
    const symbol = SYMBOLS[character] ?? NARY[character];
    latex += symbol ? ` ${symbol} ` : character;
  }
  return latex;
}

function plainText(element: XmlElement): string {
  return childElements(element)
    .map((node) => (node.name === 't' ? ownText(node) : plainText(node)))
    .join('');
}
