/**
 * Money inside the server is an integer number of kobo. The API speaks naira with at most 2 decimals.
 * Conversions happen only at the edges.
 */
export type Kobo = number & { readonly __kobo?: unique symbol };

export function nairaToKobo(naira: number): Kobo {
  const kobo = Math.round(naira * 100);
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Amount out of range: ${naira}`);
  return kobo as Kobo;
}

export function koboToNaira(kobo: number | bigint): number {
  const k = typeof kobo === "bigint" ? Number(kobo) : kobo;
  return k / 100;
}

/** Percentage (basis points) of an amount, rounded half up to a kobo. */
export function percentOf(kobo: Kobo, basisPoints: number): Kobo {
  return Math.round((kobo * basisPoints) / 10000) as Kobo;
}
