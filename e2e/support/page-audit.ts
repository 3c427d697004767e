/**
 * What the all-routes journey checks on one open page: the document fits a phone's width, no translation key or
 * unfilled {{placeholder}} shows, and a non-English page keeps no English outside user content.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..', '..');

function walk(dir: string, keep: (file: string) => boolean, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) walk(file, keep, out);
    else if (keep(file)) out.push(file);
  }
  return out;
}

function flatValues(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) flatValues(v, out);
  return out;
}

/** Every interface text of a language, as written in its locale files. */
function localeTexts(language: string): string[] {
  return walk(join(ROOT, 'locales', language), (f) => f.endsWith('.json')).flatMap((f) =>
    flatValues(JSON.parse(readFileSync(f, 'utf8'))),
  );
}

const WORD = /\p{L}[\p{L}'’-]*/gu;
const words = (text: string) => (text.match(WORD) ?? []).map((w) => w.toLowerCase());

/**
 * The demo data's own texts (names, goals, questions: what people wrote), read from the seed sources: a page may
 * show them in English whatever its language.
 */
function userContent(): string[] {
  const files = [
    ...walk(join(ROOT, 'src', 'server', 'seed'), (f) => f.endsWith('.ts') && !f.endsWith('.test.ts')),
    ...walk(join(ROOT, 'src', 'server', 'modules'), (f) => /seed\.ts$/.test(f)),
    // the library's sprints: a started sprint keeps the title and actions its designer chose, in their language
    ...walk(join(ROOT, 'content'), (f) => f.endsWith('.ts')),
  ];
  // a module may write its demo data inline: only what stands under its `seeds` (or a `seed`) property counts there
  const inlineSeeds = walk(
    join(ROOT, 'src', 'server', 'modules'),
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !/seed\.ts$/.test(f),
  );
  const literals = new Set<string>(EXTRA_CONTENT);
  for (const file of [...files, ...inlineSeeds]) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const whole = files.includes(file);
    const visit = (node: ts.Node, inSeed: boolean): void => {
      // a seed's own label ({ name: 'teams', run }) names the step, it is no demo data
      if (isSeedLabel(node)) return;
      const seedHere =
        inSeed ||
        ((ts.isPropertyAssignment(node) || ts.isMethodDeclaration(node) || ts.isPropertyDeclaration(node)) &&
          ts.isIdentifier(node.name) &&
          (node.name.text === 'seeds' || node.name.text === 'seed'));
      if (
        (whole || seedHere) &&
        (ts.isStringLiteral(node) ||
          ts.isNoSubstitutionTemplateLiteral(node) ||
          ts.isTemplateLiteralToken(node))
      ) {
        const text = node.text.trim();
        if (/\p{L}{2,}/u.test(text)) literals.add(text);
      }
      ts.forEachChild(node, (child) => visit(child, seedHere));
    };
    visit(source, false);
  }
  return [...literals].sort((a, b) => b.length - a.length);
}

function isSeedLabel(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isPropertyAssignment(node) &&
    ts.isIdentifier(node.name) &&
    node.name.text === 'name' &&
    parent !== undefined &&
    ts.isObjectLiteralExpression(parent) &&
    parent.properties.some(
      (p) =>
        (ts.isPropertyAssignment(p) || ts.isMethodDeclaration(p)) &&
        ts.isIdentifier(p.name) &&
        p.name.text === 'run',
    )
  );
}

/** Demo data the seed builds from parts (a team guest's name). */
const EXTRA_CONTENT = ['Gabi Guest'];

/** Words of a text that are not English text: names and marks that read the same in every language. */
const SAME_EVERYWHERE =
  /\b(Stride|Arisa|GLA|OK|PDF|CSV|URL|ICS|iCal|Jitsi|Meet|Slack|Teams|Google|Microsoft|E-?mail|SSO|API)\b/g;

/** The text without each whole occurrence of `part` (not inside a longer word). */
function withoutWhole(text: string, part: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + part.length] ?? ' ';
    if (/[A-Za-z0-9\u00C0-\u024F]/.test(before) && /[A-Za-z0-9\u00C0-\u024F]/.test(part[0] ?? '')) continue;
    if (/[A-Za-z0-9\u00C0-\u024F]/.test(after) && /[A-Za-z0-9\u00C0-\u024F]/.test(part.at(-1) ?? ''))
      continue;
    out += `${text.slice(from, at)} `;
    from = at + part.length;
  }
  return out + text.slice(from);
}

export interface LanguageRules {
  language: string;
  /** English words that the language itself never uses in its interface texts. */
  englishOnly: Set<string>;
  /** English interface texts (whole): one of these shown as a whole node in another language is left over. */
  englishTexts: Set<string>;
  own: Set<string>;
}

let cachedContent: string[] | undefined;
const cachedRules = new Map<string, LanguageRules>();

export function rulesFor(language: string): LanguageRules {
  let rules = cachedRules.get(language);
  if (!rules) {
    const english = localeTexts('en');
    const own = localeTexts(language);
    const ownWords = new Set(own.flatMap(words));
    const englishOnly = new Set(english.flatMap(words).filter((w) => w.length >= 3 && !ownWords.has(w)));
    const ownTexts = new Set(own.map((t) => t.trim()));
    const englishTexts = new Set(
      english
        .map((t) => t.trim())
        .filter((t) => /\p{L}{3,}/u.test(t) && !t.includes('{{') && !ownTexts.has(t)),
    );
    rules = { language, englishOnly, englishTexts, own: ownTexts };
    cachedRules.set(language, rules);
  }
  return rules;
}

/** A text shaped like a translation key: `rating.teamOptions.4`, `common:relativeTime.today`. */
const KEY_SHAPE =
  /(?<![\w@/.:-])(?:[a-z][\w-]*:)?[a-z][a-zA-Z0-9_]*(?:\.[a-zA-Z0-9_]+)+(?![\w@/-])|(?<![\w@/.:-])[a-z][\w-]*:[a-z][a-zA-Z0-9_]*(?:\.[a-zA-Z0-9_]+)*(?![\w@/-])/g;
/** Host names and file names are not keys. */
const NOT_A_KEY =
  /\.(test|com|org|net|io|app|dev|example|local|json|ts|tsx|js|png|jpg|svg|pdf|csv|ics|de|jp|fr|es|id|pt|cn|ai)$/i;

/** Abbreviations with dots in the languages' own texts. */
const ABBREVIATION = /^(e\.g|i\.e|etc|vs|z\.B|d\.h|u\.a|p\.ex|dll|ca|bzw|z\.T|s\.u)\b/i;

export interface PageFacts {
  innerWidth: number;
  scrollWidth: number;
  /** Elements that stick out to the right of the viewport (outside any scrolling box), described shortly. */
  overflowing: string[];
  /** Visible text nodes and the readable attributes (aria-label, title, placeholder, alt). */
  texts: string[];
}

/** Reads the open page's width and its texts. */
export function readPage(page: Page): Promise<PageFacts> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = [...el.classList]
        .filter((c) => !/^css-/.test(c))
        .slice(0, 2)
        .join('.');
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${id}${cls ? `.${cls}` : ''} "${text}" (right ${Math.round(el.getBoundingClientRect().right)})`;
    };
    const overflowing: string[] = [];
    if (scrollWidth > innerWidth) {
      const scrolls = (el: Element | null): boolean => {
        for (let e = el?.parentElement; e; e = e.parentElement) {
          const o = getComputedStyle(e).overflowX;
          if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') return true;
        }
        return false;
      };
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.right > innerWidth + 1 && !scrolls(el)) {
          // the outermost only: a child of a listed element says nothing new
          if (!overflowing.length || !el.parentElement?.matches('[data-audit-over]')) {
            overflowing.push(describe(el));
          }
          el.setAttribute('data-audit-over', '');
        }
      }
      for (const el of document.querySelectorAll('[data-audit-over]')) el.removeAttribute('data-audit-over');
    }
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim();
      const parent = n.parentElement;
      // translate="no": an identifier or a name, not a text in a language
      if (
        !text ||
        !parent ||
        parent.closest('script,style,noscript,[aria-hidden="true"],[hidden],[translate="no"]')
      )
        continue;
      if (!parent.checkVisibility()) continue;
      texts.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label],[title],[placeholder],img[alt]')) {
      if (!(el as HTMLElement).checkVisibility?.() || el.closest('[translate="no"]')) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(attr)?.trim();
        if (v) texts.push(v);
      }
    }
    return { innerWidth, scrollWidth, overflowing: overflowing.slice(0, 4), texts };
  });
}

/** The texts' problems: keys, unfilled placeholders and, in a non-English page, English left in. */
export function textProblems(texts: string[], language: string): string[] {
  const problems = new Set<string>();
  cachedContent ??= userContent();
  const content = cachedContent;
  const rules = language === 'en' ? undefined : rulesFor(language);
  for (const raw of texts) {
    if (/\{\{|\}\}/.test(raw)) problems.add(`placeholder: "${raw.slice(0, 80)}"`);
    // addresses and links are not keys
    const plain = raw.replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+(\.[\w-]+)+\/\S*/g, ' ');
    for (const m of plain.matchAll(KEY_SHAPE)) {
      const key = m[0];
      if (NOT_A_KEY.test(key) || ABBREVIATION.test(key)) continue;
      // two lower-case words with a dot between may be a host name; a key has more parts, capitals or digits
      if (/[A-Z0-9_:]/.test(key) || key.split('.').length > 2) {
        problems.add(`key: "${key}" in "${raw.slice(0, 60)}"`);
      }
    }
    if (!rules) continue;
    // what people wrote (the demo data) may stay English
    let rest = raw;
    for (const c of content) if (rest.includes(c)) rest = withoutWhole(rest, c);
    rest = rest.replace(/\S+@\S+|https?:\/\/\S+/g, ' ').replace(SAME_EVERYWHERE, ' ');
    if (rules.englishTexts.has(raw) && !content.includes(raw)) {
      problems.add(`English: "${raw.slice(0, 80)}"`);
      continue;
    }
    const leftover = words(rest).filter((w) => rules.englishOnly.has(w));
    const cjk = language === 'ja' || language === 'zh-CN';
    const latinRun = cjk ? /[A-Za-z]{3,}(?:[ -][A-Za-z]{2,})+/.exec(rest) : null;
    if (leftover.length >= 2 || (leftover.length === 1 && words(rest).length === 1) || latinRun) {
      problems.add(`English: "${raw.slice(0, 80)}"`);
    }
  }
  return [...problems];
}
