/**
 * Nigerian product words the search knows whether or not the catalogue uses them today: the
 * spelling correction never rewrites them ("aso oke" must not become "as oke"), and the spellings
 * of one term meet. Each entry lists one term's spellings; a spelling of several words also
 * matches written joined or hyphenated, so "aso oke", "aso-oke" and "asooke" all find each other.
 */
export const LOCAL_PRODUCT_TERMS: readonly (readonly string[])[] = [
  // Fabrics and dress
  ["aso oke"],
  ["aso ebi"],
  ["ankara"],
  ["adire"],
  ["kampala"],
  ["batik"],
  ["akwete"],
  ["george"],
  ["kente"],
  ["okrika"],
  ["agbada"],
  ["kaftan", "caftan"],
  ["dashiki", "dansiki"],
  ["senator"],
  ["buba"],
  ["sokoto"],
  ["iro"],
  ["gele"],
  ["ipele"],
  ["iborun"],
  ["fila"],
  ["abeti aja"],
  ["isiagu"],
  ["babban riga"],
  ["waist beads"],
  ["coral beads"],
  // Food and drink
  ["garri", "gari"],
  ["ijebu garri"],
  ["suya"],
  ["yaji"],
  ["kilishi"],
  ["ofada"],
  ["jollof"],
  ["egusi", "egushi"],
  ["ogbono", "ogbolo"],
  ["okra", "okro"],
  ["ugu"],
  ["uziza"],
  ["utazi"],
  ["ehuru"],
  ["ogiri"],
  ["iru", "dawadawa"],
  ["crayfish"],
  ["stockfish", "okporoko"],
  ["ponmo", "kpomo"],
  ["tatashe"],
  ["ata rodo"],
  ["plantain"],
  ["dodo"],
  ["yam"],
  ["pounded yam", "poundo yam"],
  ["elubo"],
  ["amala"],
  ["lafun"],
  ["fufu", "foofoo"],
  ["eba"],
  ["semovita"],
  ["tuwo"],
  ["akara"],
  ["moi moi", "moin moin"],
  ["chin chin"],
  ["puff puff"],
  ["kuli kuli"],
  ["abacha"],
  ["okpa"],
  ["zobo"],
  ["kunu"],
  ["fura"],
  ["chapman"],
  ["palm wine"],
  ["palm oil"],
  ["pepper soup"],
  // Beauty and home
  ["shea"],
  ["shea butter"],
  ["black soap"],
  ["dudu osun"],
  ["alata samina"],
  ["ori"],
  ["kijipa"],
];

/** A spelling's words ("aso-oke" → ["aso", "oke"]). */
const wordsOf = (spelling: string) => spelling.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

interface Term {
  /** Each spelling as its words. */
  spellings: string[][];
}

const TERMS: Term[] = LOCAL_PRODUCT_TERMS.map((spellings) => ({ spellings: spellings.map(wordsOf) }));

/** A term by any of its spellings written joined ("asooke", "moimoi", "gari"). */
const TERM_BY_JOINED = new Map<string, Term>();
for (const term of TERMS) for (const words of term.spellings) TERM_BY_JOINED.set(words.join(""), term);

/** The longest spelling, in words: how far ahead a match may reach. */
const LONGEST = Math.max(...TERMS.flatMap((t) => t.spellings.map((s) => s.length)));

/** Every word of every spelling, and every spelling joined: words the correction leaves alone. */
export const LOCAL_WORDS: ReadonlySet<string> = new Set(TERMS.flatMap((t) => t.spellings.flatMap((s) => [...s, s.join("")])));

/** Whether the correction must keep this word: a local word, or (the last word, still being typed) the start of one. */
export function isLocalWord(word: string, isLast: boolean): boolean {
  if (LOCAL_WORDS.has(word)) return true;
  if (!isLast || word.length < 3) return false;
  for (const known of LOCAL_WORDS) if (known.startsWith(word)) return true;
  return false;
}

/** A search, cut into plain words and local terms (a term keeps every spelling it may be written in). */
export type SearchPart = { word: string } | { term: string[][] };

export function searchParts(words: string[]): SearchPart[] {
  const parts: SearchPart[] = [];
  let i = 0;
  while (i < words.length) {
    let matched = 0;
    for (let n = Math.min(LONGEST, words.length - i); n >= 1 && matched === 0; n--) {
      const term = TERM_BY_JOINED.get(words.slice(i, i + n).join(""));
      // A term of one spelling of one word needs no alternatives: it is an ordinary word.
      if (term && (term.spellings.length > 1 || term.spellings[0].length > 1)) {
        parts.push({ term: term.spellings });
        matched = n;
      }
    }
    if (matched === 0) {
      parts.push({ word: words[i] });
      matched = 1;
    }
    i += matched;
  }
  return parts;
}

/**
 * The words of a search as a prefix-matching tsquery where local terms match in any of their
 * spellings: "asooke wrapper" → `(aso & oke | asooke) & wrapper:*`. The words are letters and
 * digits only, so user input cannot break the query's syntax.
 */
export function localTermsTsQuery(words: string[]): string | null {
  const parts = searchParts(words.filter((w) => /^[\p{L}\p{N}]+$/u.test(w)));
  if (parts.length === 0) return null;
  return parts
    .map((part, i) => {
      if ("word" in part) return i === parts.length - 1 ? `${part.word}:*` : part.word;
      const alternatives = new Set<string>();
      for (const spelling of part.term) {
        alternatives.add(spelling.join(" & "));
        if (spelling.length > 1) alternatives.add(spelling.join(""));
      }
      return `(${[...alternatives].join(" | ")})`;
    })
    .join(" & ");
}
