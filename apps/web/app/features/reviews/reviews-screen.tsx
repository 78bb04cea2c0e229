import { MESSAGES, REVIEW_REPLY_MAX, type Review, type ReviewPage, ReviewReplyBodySchema } from "@bitmarte/contracts";
import { Anchor, Badge, Button, Group, Modal, Paper, Progress, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { IconEye, IconEyeOff, IconMessageCircle, IconMessageReply, IconPencil, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { ConfirmModal } from "../../ui/confirm-modal";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { FormFailure, fieldPath, schemaErrors } from "../../ui/form-errors";
import { notifySuccess } from "../../ui/notify";
import { StatCard } from "../../ui/stat-card";
import { StoreSelect } from "../../ui/store-select";
import { useListParams } from "../../ui/use-list-params";
import { RatingStars } from "./review-stars";
import { useRemoveReviewReply, useReviewReply, useReviewVisibility } from "./reviews.mutations";
import { type ReviewListParams, reviewListQuery } from "./reviews.queries";

const PAGE_SIZE = 20;
const RATING_OPTIONS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} star${n === 1 ? "" : "s"}` }));

/** The count per star of the filtered reviews, as bars (the figures people compare). */
export function StarDistribution({ page }: { page: ReviewPage | undefined }) {
  const total = page?.count || 1;
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" fw={600} mb="xs">
        Ratings
      </Text>
      <Stack gap={6} role="list" aria-label="Reviews per star">
        {[5, 4, 3, 2, 1].map((star) => {
          const n = page?.starCounts[star - 1] ?? 0;
          return (
            <Group key={star} gap="xs" wrap="nowrap" role="listitem" aria-label={`${star} stars: ${n}`}>
              <Text size="xs" w={48} c="dimmed" aria-hidden>
                {star} star{star === 1 ? "" : "s"}
              </Text>
              <Progress value={(n / total) * 100} color="yellow" size="md" flex={1} aria-hidden />
              <Text size="xs" w={32} ta="right" aria-hidden>
                {n}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}

function VisibilityModal({ review, onClose }: { review: Review | null; onClose: () => void }) {
  const visibility = useReviewVisibility();
  const [reason, setReason] = useState("");
  const close = () => {
    visibility.reset();
    setReason("");
    onClose();
  };
  if (review && review.hidden) {
    return (
      <ConfirmModal
        opened
        onClose={close}
        title="Show this review again?"
        message="It returns to the public lists and counts in the rating again."
        confirmLabel="Show review"
        loading={visibility.isPending}
        error={visibility.error ? errorMessage(visibility.error) : undefined}
        onConfirm={() =>
          visibility.mutate({ id: review.id, body: { hidden: false } }, {
            onSuccess: (res) => {
              notifySuccess(res.message);
              close();
            },
          })
        }
      />
    );
  }
  return (
    <Modal opened={review !== null} onClose={close} title="Hide this review?" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!review) return;
          visibility.mutate({ id: review.id, body: { hidden: true, reason: reason.trim() } }, {
            onSuccess: (res) => {
              notifySuccess(res.message);
              close();
            },
          });
        }}
      >
        <Stack gap="sm">
          <Text size="sm">It leaves the product and store pages and stops counting in their ratings. The customer and the store still see it, marked hidden.</Text>
          {review?.comment ? (
            <Text size="sm" c="dimmed" fs="italic" lineClamp={4}>
              “{review.comment}”
            </Text>
          ) : null}
          <Textarea label="Reason" description="Recorded in the audit log" required value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} autosize minRows={2} data-autofocus />
          <FormFailure error={visibility.error} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={visibility.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={visibility.isPending} disabled={reason.trim().length < 3}>
              Hide review
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** What the review is about, in words ("Ankara Tote Bag", "the store"). */
const aboutWords = (r: Review) => (r.type === "product" && r.productName ? r.productName : "the store");

/** The store's reply under the review's comment. */
function ReplyText({ review, scope }: { review: Review; scope: "merchant" | "admin" }) {
  if (!review.reply) return null;
  return (
    <Paper bg="gray.0" radius="sm" px="xs" py={6} maw={360} data-testid="review-reply">
      <Text size="xs" fw={600}>
        {scope === "merchant" ? "Your reply" : `Reply from ${review.reply.storeName}`} · {formatDate(review.reply.repliedAt)}
      </Text>
      <Text size="sm" lineClamp={4} style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
        {review.reply.text}
      </Text>
    </Paper>
  );
}

/** The store writes its reply to a review, or edits it: one public reply per review. */
function ReplyModal({ review, onClose }: { review: Review | null; onClose: () => void }) {
  const save = useReviewReply();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = text ?? review?.reply?.text ?? "";
  const close = () => {
    save.reset();
    setText(null);
    setError(null);
    onClose();
  };
  const serverError = isApiError(save.error) ? save.error.errors.find((e) => fieldPath(e.path) === "reply")?.message : undefined;
  const editing = Boolean(review?.reply);
  return (
    <Modal opened={review !== null} onClose={close} title={editing ? "Edit your reply" : "Reply to this review"} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!review) return;
          const found = schemaErrors(ReviewReplyBodySchema, { reply: value });
          setError(found.reply ?? null);
          if (found.reply) return;
          save.mutate({ id: review.id, body: { reply: value.trim() } }, {
            onSuccess: (res) => {
              notifySuccess(res.message);
              close();
            },
          });
        }}
      >
        <Stack gap="sm">
          {review ? (
            <Stack gap={4}>
              <Group gap="xs">
                <RatingStars value={review.rating} label={`${review.rating} out of 5`} />
                <Text size="sm" fw={600}>
                  {review.customerName} on {aboutWords(review)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed" fs={review.comment ? "italic" : undefined} lineClamp={4}>
                {review.comment ? `“${review.comment}”` : "No comment"}
              </Text>
            </Stack>
          ) : null}
          <Textarea
            label="Your reply"
            description={
              editing
                ? "Shown under the review wherever it is read."
                : review?.hidden
                  ? "The review stays hidden; the customer reads your reply in their account and is told of it."
                  : "Shown under the review on the public pages; the customer is told of your reply."
            }
            required
            value={value}
            onChange={(e) => {
              setText(e.currentTarget.value);
              if (error) setError(null);
            }}
            error={error ?? serverError}
            maxLength={REVIEW_REPLY_MAX}
            autosize
            minRows={3}
            maxRows={10}
            data-autofocus
          />
          <Text size="xs" c="dimmed" ta="right" mt={-6}>
            {value.length} / {REVIEW_REPLY_MAX} characters
          </Text>
          {serverError ? null : <FormFailure error={save.error} />}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? "Save reply" : "Post reply"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Asks before removing the store's reply. */
function RemoveReplyModal({ review, onClose }: { review: Review | null; onClose: () => void }) {
  const remove = useRemoveReviewReply();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={review !== null}
      onClose={close}
      title="Remove your reply?"
      message="It leaves the review on every page. You can write a new reply later."
      confirmLabel="Remove reply"
      danger
      loading={remove.isPending}
      error={remove.error ? <FormFailure error={remove.error} /> : undefined}
      onConfirm={() => {
        if (!review) return;
        remove.mutate(review.id, {
          onSuccess: (res) => {
            notifySuccess(res.message);
            close();
          },
        });
      }}
    />
  );
}

/**
 * Reviews of the store (merchant) or of every store (admin): figures, a bar per star, filters in the
 * address; the store replies to each review (`canReply`: the owner and staff with the products write
 * permission), admins hide/show with a reason.
 */
export function ReviewsScreen({ scope, canReply = false }: { scope: "merchant" | "admin"; canReply?: boolean }) {
  const list = useListParams();
  const type = list.get("type");
  const rating = list.get("rating");
  const hidden = list.get("hidden");
  const merchantId = list.get("store");
  const storeName = list.get("storeName");
  const params: ReviewListParams = {
    page: list.page,
    limit: PAGE_SIZE,
    type: type === "product" || type === "merchant" ? type : undefined,
    rating: rating && /^[1-5]$/.test(rating) ? Number(rating) : undefined,
    hidden: hidden === "true" || hidden === "false" ? hidden : undefined,
    merchantId: scope === "admin" && merchantId ? merchantId : undefined,
    search: list.search || undefined,
  };
  const query = useQuery(reviewListQuery(scope, params));
  const [acting, setActing] = useState<Review | null>(null);
  const [replying, setReplying] = useState<Review | null>(null);
  const [removing, setRemoving] = useState<Review | null>(null);
  const replies = scope === "merchant" && canReply;
  const page = query.data;

  const columns: DataTableColumn<Review>[] = [
    { key: "date", header: "Date", nowrap: true, cell: (r) => formatDate(r.createdAt) },
    {
      key: "rating",
      header: "Rating",
      nowrap: true,
      primary: true,
      cell: (r) => <RatingStars value={r.rating} label={`${r.rating} out of 5`} />,
    },
    {
      key: "about",
      header: "About",
      cell: (r) =>
        r.type === "product" && r.productId ? (
          <Anchor component={Link} to={`/product/${r.productId}`} size="sm" target="_blank">
            {r.productName}
          </Anchor>
        ) : (
          <Text size="sm">The store</Text>
        ),
    },
    ...(scope === "admin" ? [{ key: "store", header: "Store", cell: (r: Review) => <Text size="sm">{r.storeName}</Text> }] : []),
    {
      key: "comment",
      header: "Comment",
      cell: (r) => (
        <Stack gap={6} miw={220}>
          <Text size="sm" lineClamp={3} maw={360} c={r.comment ? undefined : "dimmed"}>
            {r.comment || "No comment"}
          </Text>
          <ReplyText review={r} scope={scope} />
        </Stack>
      ),
    },
    { key: "customer", header: "Customer", cell: (r) => <Text size="sm">{r.customerName}</Text> },
    {
      key: "status",
      header: "Status",
      nowrap: true,
      cell: (r) =>
        r.hidden ? (
          <Stack gap={2}>
            <Badge color="gray" variant="light">
              Hidden
            </Badge>
            {r.hiddenReason ? (
              <Text size="xs" c="dimmed" maw={200}>
                {r.hiddenReason}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Badge color="teal" variant="light">
            Visible
          </Badge>
        ),
    },
    ...(scope === "admin"
      ? [
          {
            key: "actions",
            header: "Actions",
            nowrap: true,
            cell: (r: Review) => (
              <Button
                size="xs"
                variant={r.hidden ? "light" : "default"}
                color={r.hidden ? "teal" : "red"}
                leftSection={r.hidden ? <IconEye size={14} /> : <IconEyeOff size={14} />}
                onClick={() => setActing(r)}
                aria-label={`${r.hidden ? "Show" : "Hide"} the review by ${r.customerName} of ${r.productName ?? r.storeName}`}
              >
                {r.hidden ? "Show" : "Hide"}
              </Button>
            ),
          },
        ]
      : []),
    ...(replies
      ? [
          {
            key: "reply",
            header: "Reply",
            nowrap: true,
            cell: (r: Review) =>
              r.reply ? (
                <Stack gap={4} align="flex-start">
                  <Button size="xs" variant="default" leftSection={<IconPencil size={14} />} onClick={() => setReplying(r)} aria-label={`Edit reply to ${r.customerName} on ${aboutWords(r)}`}>
                    Edit reply
                  </Button>
                  <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => setRemoving(r)} aria-label={`Remove reply to ${r.customerName} on ${aboutWords(r)}`}>
                    Remove reply
                  </Button>
                </Stack>
              ) : (
                <Button size="xs" variant="light" leftSection={<IconMessageReply size={14} />} onClick={() => setReplying(r)} aria-label={`Reply to ${r.customerName} on ${aboutWords(r)}`}>
                  Reply
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard label="Reviews" value={page ? String(page.count) : "—"} />
        <StatCard label="Average rating" value={page?.averageRating != null ? `${page.averageRating.toFixed(1)} / 5` : "—"} />
        <StarDistribution page={page} />
      </SimpleGrid>
      <DataTable
        caption={scope === "admin" ? "Reviews of every store" : "Your store's reviews"}
        columns={columns}
        rows={page?.rows}
        rowKey={(r) => r.id}
        loading={query.isPending}
        refreshing={query.isPlaceholderData}
        error={query.isError ? { message: errorMessage(query.error, MESSAGES.errorOccurred), onRetry: () => void query.refetch(), retrying: query.isFetching } : null}
        search={{ label: "Search reviews", value: list.search, onChange: list.setSearch, placeholder: "Comment or product", debounceMs: 300 }}
        filters={
          <Group gap="sm" wrap="wrap">
            <SegmentedControl
              aria-label="Reviews of"
              size="xs"
              value={params.type ?? "all"}
              onChange={(v) => list.set("type", v === "all" ? null : v)}
              data={[
                { value: "all", label: "All" },
                { value: "product", label: "Products" },
                { value: "merchant", label: "Store" },
              ]}
            />
            <Select aria-label="Rating" placeholder="Any rating" data={RATING_OPTIONS} value={rating} onChange={(v) => list.set("rating", v)} clearable w={140} />
            <Select
              aria-label="Visibility"
              placeholder="Any status"
              data={[
                { value: "false", label: "Visible" },
                { value: "true", label: "Hidden" },
              ]}
              value={params.hidden ?? null}
              onChange={(v) => list.set("hidden", v)}
              clearable
              w={140}
            />
            {scope === "admin" ? (
              <StoreSelect value={merchantId} label={storeName} onChange={(id, name) => {
                  list.set("store", id);
                  list.set("storeName", name);
                }} />
            ) : null}
          </Group>
        }
        empty={{
          title: "No reviews",
          description: scope === "admin" ? "Reviews customers write after delivery appear here." : "Customers review your products and store after delivery.",
          icon: <IconMessageCircle size={28} stroke={1.6} />,
        }}
        pagination={{ page: list.page, pageSize: PAGE_SIZE, total: page?.count ?? 0, onPageChange: list.setPage }}
        rowProps={(r) => ({ "data-testid": `review-row-${r.hidden ? "hidden" : "visible"}` })}
      />
      {scope === "admin" ? <VisibilityModal review={acting} onClose={() => setActing(null)} /> : null}
      {replies ? (
        <>
          <ReplyModal key={replying?.id ?? "none"} review={replying} onClose={() => setReplying(null)} />
          <RemoveReplyModal review={removing} onClose={() => setRemoving(null)} />
        </>
      ) : null}
    </Stack>
  );
}
