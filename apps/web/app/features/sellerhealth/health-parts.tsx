import { SELLER_HEALTH_LEVEL_LABELS, type SellerHealthFactor, type SellerHealthLevel } from "@bitmarte/contracts";
import { Badge, Group, Paper, Progress, RingProgress, Stack, Text } from "@mantine/core";

export const LEVEL_COLORS: Record<SellerHealthLevel, string> = { good: "brand", warning: "yellow", demoted: "orange", payout_hold: "red" };

export function LevelBadge({ level }: { level: SellerHealthLevel }) {
  return (
    <Badge color={LEVEL_COLORS[level]} variant="light" tt="none" size="lg">
      {SELLER_HEALTH_LEVEL_LABELS[level]}
    </Badge>
  );
}

/** The score as a ring out of 100, coloured by level. */
export function ScoreRing({ score, level }: { score: number; level: SellerHealthLevel }) {
  return (
    <RingProgress
      size={132}
      thickness={12}
      roundCaps
      sections={[{ value: score, color: LEVEL_COLORS[level] }]}
      label={
        <Stack gap={0} align="center">
          <Text fw={700} fz={32} lh={1} data-testid="health-score">
            {score}
          </Text>
          <Text size="xs" c="dimmed">
            out of 100
          </Text>
        </Stack>
      }
      aria-label={`Seller health score ${score} out of 100`}
    />
  );
}

/** What the factor measured, in words. */
export function measureText(f: SellerHealthFactor): string {
  if (f.measure === null) return f.unit === "stars" ? "No reviews yet" : "Nothing to measure yet";
  if (f.unit === "stars") return `${f.measure.toFixed(1)} stars average from ${f.outOf} ${f.outOf === 1 ? "review" : "reviews"}`;
  return `${f.cases} of ${f.outOf} (${f.measure}%)`;
}

function targetText(f: SellerHealthFactor): string {
  if (f.unit === "stars") return `Full points at ${f.fullAt} stars or more; none at ${f.zeroAt} or fewer.`;
  return f.fullAt === 0 ? `Full points with none; none at ${f.zeroAt}% or more.` : `Full points at ${f.fullAt}% or less; none at ${f.zeroAt}% or more.`;
}

/** One factor: its points as a bar out of its weight, what counts, and what to do about it. */
export function FactorCard({ factor: f }: { factor: SellerHealthFactor }) {
  const share = f.weight > 0 ? (f.points / f.weight) * 100 : 0;
  const color = share >= 80 ? "brand" : share >= 40 ? "yellow" : "red";
  return (
    <Paper withBorder radius="md" p="md" data-testid={`factor-${f.key}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="baseline">
          <Text fw={600}>{f.label}</Text>
          <Text fw={600} size="sm" style={{ whiteSpace: "nowrap" }}>
            {f.points} / {f.weight} points
          </Text>
        </Group>
        <Progress value={share} color={color} size="md" radius="xl" aria-label={`${f.label}: ${f.points} of ${f.weight} points`} />
        <Text size="sm">{measureText(f)}</Text>
        <Text size="xs" c="dimmed">
          {f.counts} {targetText(f)}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            What you can do:{" "}
          </Text>
          {f.advice}
        </Text>
      </Stack>
    </Paper>
  );
}
