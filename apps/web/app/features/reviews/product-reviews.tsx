import type { Review, ReviewPage } from "@bitmarte/contracts";
import { storesEndpoints } from "@bitmarte/contracts";
import { Alert, Box, Button, Group, Paper, Progress, Rating, Stack, Text } from "@mantine/core";
import { IconMessageCircle } from "@tabler/icons-react";
import { useState } from "react";
import { callEndpoint, errorMessage } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { EmptyState } from "../../ui/empty-state";

/** The page size of the product page's reviews (the page's loader reads the first page with it). */
export const PRODUCT_REVIEWS_PAGE = 5;

type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

function StarBars({ page }: { page: ReviewPage }) {
  const total = page.count || 1;
  return (
    <Stack gap={4} w="100%" maw={320} aria-label="Reviews per star" role="list">
      {[5, 4, 3, 2, 1].map((star) => {
        const n = page.starCounts[star - 1] ?? 0;
        return (
          <Group key={star} gap="xs" wrap="nowrap" role="listitem" aria-label={`${star} stars: ${n}`}>
            <Text size="xs" w={44} c="dimmed" aria-hidden>
              {star} star{star === 1 ? "" : "s"}
            </Text>
            <Progress value={(n / total) * 100} color="yellow" size="sm" flex={1} aria-hidden />
            <Text size="xs" w={24} ta="right" c="dimmed" aria-hidden>
              {n}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

function ReviewItem({ r }: { r: Review }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="product-review">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Rating value={r.rating} readOnly size="xs" aria-label={`${r.rating} out of 5`} />
          <Text size="sm" fw={600}>
            {r.customerName}
          </Text>
          <Text size="xs" c="teal">
            Verified purchase
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {formatDate(r.createdAt)}
        </Text>
      </Group>
      {r.comment ? (
        <Text size="sm" mt={6} style={{ whiteSpace: "pre-line" }}>
          {r.comment}
        </Text>
      ) : null}
    </Paper>
  );
}

/**
 * The reviews section of a product page: average, stars and count, a bar per star, and the reviews
 * newest first with "More reviews". The first page comes with the page (server-rendered).
 */
export function ProductReviews({ productId, initial }: { productId: string; initial: Loaded<ReviewPage> | null }) {
  const [first, setFirst] = useState<ReviewPage | null>(initial?.ok ? initial.data : null);
  const [more, setMore] = useState<Review[]>([]);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(initial && !initial.ok ? initial.message : null);

  async function load(next: number) {
    setBusy(true);
    setFailure(null);
    try {
      const data = await callEndpoint(storesEndpoints.productReviews, { params: { productId }, query: { page: next, limit: PRODUCT_REVIEWS_PAGE } });
      if (next === 1) setFirst(data);
      else setMore((rows) => [...rows, ...data.rows.filter((r) => !rows.some((x) => x.id === r.id))]);
      setPage(next);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (!first) {
    return failure ? (
      <Alert color="red" variant="light" title="Reviews could not be loaded">
        <Group gap="sm">
          <Text size="sm">{failure}</Text>
          <Button size="xs" variant="default" onClick={() => void load(1)} loading={busy}>
            Try again
          </Button>
        </Group>
      </Alert>
    ) : null;
  }
  if (first.count === 0 || first.averageRating === null) {
    return (
      <EmptyState
        icon={<IconMessageCircle size={28} stroke={1.6} />}
        title="No reviews yet"
        description="Customers who buy this product can review it after delivery."
      />
    );
  }
  const rows = [...first.rows, ...more];
  const left = first.count - rows.length;
  return (
    <Stack gap="md" data-testid="product-reviews">
      <Group gap="xl" align="center" wrap="wrap">
        <Group gap="md" align="center">
          <Text fz={40} fw={700} lh={1} data-testid="product-rating-average">
            {first.averageRating.toFixed(1)}
          </Text>
          <Stack gap={2}>
            <Rating value={first.averageRating} fractions={10} readOnly aria-label={`${first.averageRating.toFixed(1)} out of 5`} />
            <Text size="sm" c="dimmed">
              {first.count} {first.count === 1 ? "review" : "reviews"}
            </Text>
          </Stack>
        </Group>
        <Box flex={1} miw={220}>
          <StarBars page={first} />
        </Box>
      </Group>
      <Stack gap="sm">
        {rows.map((r) => (
          <ReviewItem key={r.id} r={r} />
        ))}
      </Stack>
      {failure ? (
        <Text size="sm" c="red" role="alert">
          {failure}
        </Text>
      ) : null}
      {left > 0 ? (
        <Group>
          <Button variant="default" onClick={() => void load(page + 1)} loading={busy}>
            More reviews ({left})
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
