import { MESSAGES, type Review } from "@bitmarte/contracts";
import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { IconMessageCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { useListParams } from "../../ui/use-list-params";
import { RatingStars } from "./review-stars";
import { reviewListQuery } from "./reviews.queries";

const PAGE_SIZE = 10;

/** The reviews the customer wrote, newest first, each linking to its product (or store) and order, with the store's reply. */
export function MyReviews() {
  const list = useListParams();
  const query = useQuery(reviewListQuery("customer", { page: list.page, limit: PAGE_SIZE }));
  const columns: DataTableColumn<Review>[] = [
    {
      key: "about",
      header: "About",
      primary: true,
      cell: (r) =>
        r.type === "product" && r.productId ? (
          <Anchor component={Link} to={`/product/${r.productId}`} size="sm" fw={600}>
            {r.productName}
          </Anchor>
        ) : (
          <Anchor component={Link} to={`/storefront/${r.storeUrl}`} size="sm" fw={600}>
            {r.storeName} (store)
          </Anchor>
        ),
    },
    { key: "rating", header: "Rating", nowrap: true, cell: (r) => <RatingStars value={r.rating} label={`${r.rating} out of 5`} /> },
    {
      key: "comment",
      header: "Comment",
      cell: (r) => (
        <Stack gap={6}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" lineClamp={3} c={r.comment ? undefined : "dimmed"}>
              {r.comment || "No comment"}
            </Text>
            {r.hidden ? (
              <Badge color="gray" variant="light" size="sm">
                Hidden by Bitmarte
              </Badge>
            ) : null}
          </Group>
          {r.reply ? (
            <Paper bg="gray.0" radius="sm" px="xs" py={6} data-testid="my-review-reply">
              <Text size="xs" fw={600}>
                Reply from {r.reply.storeName} · {formatDate(r.reply.repliedAt)}
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                {r.reply.text}
              </Text>
            </Paper>
          ) : null}
        </Stack>
      ),
    },
    { key: "date", header: "Written", nowrap: true, cell: (r) => formatDate(r.createdAt) },
    {
      key: "order",
      header: "Order",
      nowrap: true,
      cell: (r) => (
        <Anchor component={Link} to={`/orders/${r.orderId}`} size="sm">
          View order
        </Anchor>
      ),
    },
  ];
  return (
    <DataTable
      caption="My reviews"
      columns={columns}
      rows={query.data?.rows}
      rowKey={(r) => r.id}
      loading={query.isPending}
      refreshing={query.isPlaceholderData}
      error={query.isError ? { message: errorMessage(query.error, MESSAGES.errorOccurred), onRetry: () => void query.refetch(), retrying: query.isFetching } : null}
      empty={{
        title: "No reviews yet",
        description: "Once an order is delivered, open it from your orders to review what you received.",
        icon: <IconMessageCircle size={28} stroke={1.6} />,
        action: (
          <Anchor component={Link} to="/orders" size="sm">
            Go to my orders
          </Anchor>
        ),
      }}
      pagination={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.count ?? 0, onPageChange: list.setPage }}
      rowProps={() => ({ "data-testid": "my-review" })}
    />
  );
}
