import { type OrderReview, REVIEW_COMMENT_MAX } from "@bitmarte/contracts";
import { Badge, Button, Group, Image, Paper, Rating, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconStar } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { formatDate } from "../../lib/format";
import { FormFailure } from "../../ui/form-errors";
import { notifySuccess } from "../../ui/notify";
import { RATING_WORDS, RatingStars } from "./review-stars";
import { useWriteReview } from "./reviews.mutations";
import { customerOrderQuery } from "./reviews.queries";

const REVIEWABLE = new Set(["delivered", "completed"]);

function WrittenReview({ review }: { review: OrderReview }) {
  return (
    <Stack gap={4} data-testid="review-written">
      <Group gap="xs">
        <RatingStars value={review.rating} size="sm" label={`You rated it ${review.rating} out of 5`} />
        <Text size="xs" c="dimmed">
          Reviewed {formatDate(review.createdAt)}
        </Text>
        {review.hidden ? (
          <Badge color="gray" variant="light" size="sm">
            Hidden by Bitmarte
          </Badge>
        ) : null}
      </Group>
      {review.comment ? (
        <Text size="sm" style={{ whiteSpace: "pre-line" }}>
          {review.comment}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Stars (arrow keys move, each star is a radio) and a comment, then "Post review". */
function ReviewForm({
  label,
  orderQueryKey,
  submit,
  onCancel,
}: {
  label: string;
  orderQueryKey: readonly unknown[];
  submit: (rating: number, comment: string) => { kind: "product"; body: { orderItemId: string; rating: number; comment?: string } } | { kind: "merchant"; body: { orderId: string; rating: number; comment?: string } };
  onCancel: () => void;
}) {
  const write = useWriteReview(orderQueryKey);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [missing, setMissing] = useState(false);
  const ratingId = useId();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (rating < 1) {
          setMissing(true);
          return;
        }
        write.mutate(submit(rating, comment.trim()), { onSuccess: (res) => notifySuccess(res.message) });
      }}
    >
      <Stack gap="xs">
        <div>
          <Text id={ratingId} size="sm" fw={500}>
            Your rating
          </Text>
          {/* Enter on a star chooses it (the Rating handles the key); it must not also submit the form. */}
          <Group
            gap="xs"
            onKeyDownCapture={(e) => {
              if (e.key === "Enter") e.preventDefault();
            }}
          >
            <Rating
              value={rating}
              onChange={(v) => {
                setRating(v);
                setMissing(false);
              }}
              size="lg"
              getSymbolLabel={(v) => `${v} star${v === 1 ? "" : "s"}`}
              aria-label={`Your rating for ${label}`}
              data-testid="review-rating"
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {RATING_WORDS[rating] ?? ""}
            </Text>
          </Group>
          {missing ? (
            <Text size="xs" c="red" role="alert">
              Choose a rating
            </Text>
          ) : null}
        </div>
        <Textarea
          label="Comment (optional)"
          placeholder="What did you like, or not?"
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          maxLength={REVIEW_COMMENT_MAX}
          autosize
          minRows={2}
          maxRows={6}
        />
        <FormFailure error={write.error} />
        <Group gap="xs">
          <Button type="submit" loading={write.isPending}>
            Post review
          </Button>
          <Button variant="default" onClick={onCancel} disabled={write.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ReviewSlot({
  title,
  image,
  review,
  orderQueryKey,
  submit,
  testId,
}: {
  title: string;
  image?: string | null;
  review: OrderReview | null | undefined;
  orderQueryKey: readonly unknown[];
  submit: Parameters<typeof ReviewForm>[0]["submit"];
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        {image !== undefined ? <Image src={image ?? undefined} alt="" w={48} h={48} radius="sm" fit="cover" fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw=" /> : null}
        <Stack gap="xs" flex={1}>
          <Text size="sm" fw={600}>
            {title}
          </Text>
          {review ? (
            <WrittenReview review={review} />
          ) : open ? (
            <ReviewForm label={title} orderQueryKey={orderQueryKey} submit={submit} onCancel={() => setOpen(false)} />
          ) : (
            <Group>
              <Button size="xs" variant="light" leftSection={<IconStar size={14} />} onClick={() => setOpen(true)}>
                Write a review
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The reviews part of the customer's order page: once the order is delivered, a review per item and
 * one for the store; a written review shows in place of its form. The page hands in the order's query key.
 */
export function OrderReviews({ orderId, orderQueryKey }: { orderId: string; orderQueryKey: readonly unknown[] }) {
  const order = useQuery(customerOrderQuery(orderQueryKey, orderId));
  if (!order.data || !REVIEWABLE.has(order.data.orderStatus)) return null;
  const o = order.data;
  return (
    <Paper withBorder radius="md" p="md" data-testid="order-reviews">
      <Stack gap="sm">
        <div>
          <Title order={3} fz="md">
            Reviews
          </Title>
          <Text size="sm" c="dimmed">
            Tell other customers about what you received and about {o.storeName}.
          </Text>
        </div>
        {o.orderItems.map((item) => (
          <ReviewSlot
            key={item.id}
            testId="item-review"
            title={item.productName}
            image={item.hostedImages[0] ?? null}
            review={item.review}
            orderQueryKey={orderQueryKey}
            submit={(rating, comment) => ({ kind: "product", body: { orderItemId: item.id, rating, comment: comment || undefined } })}
          />
        ))}
        <ReviewSlot
          testId="store-review"
          title={o.storeName}
          review={o.merchantReview}
          orderQueryKey={orderQueryKey}
          submit={(rating, comment) => ({ kind: "merchant", body: { orderId: o.id, rating, comment: comment || undefined } })}
        />
      </Stack>
    </Paper>
  );
}
