import type { OrderSummary } from "@bitmarte/contracts";

/**
 * What an order holds, in one line: "Joggers Trousers (M · Blue) × 3", then "and 2 more items" for the
 * other lines. Counting units as lines read "Joggers Trousers and 2 more" for one line of three.
 */
export function orderItemsSummary(order: Pick<OrderSummary, "firstItem" | "itemCount" | "lineCount">): string {
  const first = order.firstItem;
  if (!first) return "";
  const variant = first.variant ? ` (${first.variant})` : "";
  const quantity = (first.quantity ?? 1) > 1 ? ` × ${first.quantity}` : "";
  // Older answers without lineCount: units are all that is known.
  const otherLines = order.lineCount !== undefined ? order.lineCount - 1 : order.itemCount - (first.quantity ?? 1);
  const others = otherLines > 0 ? ` and ${otherLines} more ${otherLines === 1 ? "item" : "items"}` : "";
  return `${first.productName}${variant}${quantity}${others}`;
}
