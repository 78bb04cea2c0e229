import { Group, Rating, Text } from "@mantine/core";

/** Read-only stars with the number, e.g. ★★★★☆ 4.0 (12). */
export function StarsLine({ rating, count, size = "xs" }: { rating: number; count?: number; size?: "xs" | "sm" | "md" }) {
  const label = `Rated ${rating.toFixed(1)} out of 5${count !== undefined ? ` from ${count} ${count === 1 ? "review" : "reviews"}` : ""}`;
  return (
    <Group gap={6} wrap="nowrap" aria-label={label} role="img">
      <Rating value={rating} fractions={10} readOnly size={size} aria-hidden />
      <Text size="sm" c="dimmed" aria-hidden>
        {rating.toFixed(1)}
        {count !== undefined ? ` (${count})` : ""}
      </Text>
    </Group>
  );
}

/** Read-only stars for one rating, named for assistive technology (Mantine's read-only Rating is a plain element, which may not carry a name). */
export function RatingStars({ value, label, size = "xs" }: { value: number; label: string; size?: "xs" | "sm" }) {
  return (
    <span role="img" aria-label={label} style={{ display: "inline-flex" }}>
      <Rating value={value} readOnly size={size} aria-hidden />
    </span>
  );
}

export { RATING_WORDS } from "./rating-words";
