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

export const RATING_WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"] as const;
