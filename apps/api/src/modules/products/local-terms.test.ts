import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isLocalWord, LOCAL_PRODUCT_TERMS, localTermsTsQuery, searchParts } from "./local-terms.js";
import { searchWordsOf } from "./products.repository.js";

const tsQueryOf = (search: string) => localTermsTsQuery(searchWordsOf(search));

describe("local product terms", () => {
  it("lets space, hyphen and joined spellings meet", () => {
    const expected = "(aso & oke | asooke)";
    expect(tsQueryOf("aso oke")).toBe(expected);
    expect(tsQueryOf("Aso-Oke")).toBe(expected);
    expect(tsQueryOf("ASOOKE")).toBe(expected);
    expect(tsQueryOf("asooke wrapper")).toBe(`${expected} & wrapper:*`);
    expect(tsQueryOf("red aso oke")).toBe(`red & ${expected}`);
  });

  it("searches every spelling of a term", () => {
    expect(tsQueryOf("gari")).toBe("(garri | gari)");
    expect(tsQueryOf("moin moin")).toBe("(moi & moi | moimoi | moin & moin | moinmoin)");
  });

  it("leaves ordinary words and one-spelling terms as prefix words", () => {
    expect(tsQueryOf("red sneak")).toBe("red & sneak:*");
    expect(tsQueryOf("ankara dress")).toBe("ankara & dress:*");
    expect(tsQueryOf("suya")).toBe("suya:*");
    expect(tsQueryOf("aso")).toBe("aso:*");
    expect(searchParts(["oke", "aso"])).toEqual([{ word: "oke" }, { word: "aso" }]);
    expect(tsQueryOf("!!!")).toBeNull();
  });

  it("knows every word of every term, and the start of one while it is typed", () => {
    for (const spellings of LOCAL_PRODUCT_TERMS) {
      for (const spelling of spellings) {
        for (const word of searchWordsOf(spelling)) expect(isLocalWord(word, false), word).toBe(true);
        expect(isLocalWord(searchWordsOf(spelling).join(""), false), spelling).toBe(true);
      }
    }
    expect(isLocalWord("agba", true)).toBe(true);
    expect(isLocalWord("agba", false)).toBe(false);
    expect(isLocalWord("iphnoe", true)).toBe(false);
  });

  it("never lets anything but words, &, |, parentheses and :* through", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("aso", "oke", "asooke", "gari", "moi", "chin", "red", "x|y", "!", "(", "a:*", "é"), { maxLength: 8 }), (parts) => {
        const q = tsQueryOf(parts.join(" "));
        if (q !== null) expect(q).toMatch(/^[\p{L}\p{N} &|():*]+$/u);
      }),
    );
  });
});
