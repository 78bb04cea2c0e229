import type { OrderSort, OrderSummary } from "@bitmarte/contracts";
import { SIGNED_IN_MESSAGES as MESSAGES, ORDER_STATUS_CODES, ORDER_STATUSES, type OrderStatusCode } from "@bitmarte/contracts/signed-in";
import { IconPackage, IconPhoto } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDate, formatNaira } from "../../lib/format";
import { imageAtWidth } from "../../lib/image-srcset";
import { Badge, ButtonLink, cx, EmptyState, ErrorState, Skeleton, VisuallyHidden } from "../../ui/light";
import { ListPagination } from "../../ui/light/pagination";
import { SelectField } from "../../ui/light/select-field";
import { signedInClasses } from "../../ui/light/signed-in-page";
import { rangeLabel } from "../../ui/range-label";
import { customerOrdersQuery } from "./customer-orders.queries";
import classes from "./order-list.module.css";
import { orderItemsSummary } from "./order-items-summary";

const PAGE_SIZE = 10;

/** The orders a customer can sort by (the server sorts; absent: newest first). */
const SORT_OPTIONS = [
  { value: "date_desc", label: "Newest first" },
  { value: "date_asc", label: "Oldest first" },
  { value: "total_desc", label: "Total: high to low" },
  { value: "total_asc", label: "Total: low to high" },
  { value: "store_asc", label: "Store: A to Z" },
  { value: "status_asc", label: "Status" },
] as const satisfies readonly { value: OrderSort; label: string }[];
type CustomerSort = (typeof SORT_OPTIONS)[number]["value"];

const BADGE_COLORS: Partial<Record<OrderStatusCode, "red" | "gray" | "orange" | "brand">> = {
  awaiting_payment: "orange",
  pending: "orange",
  delivered: "brand",
  completed: "brand",
  cancelled: "red",
  returned: "gray",
};

function isStatus(value: string | null): value is OrderStatusCode {
  return !!value && (ORDER_STATUS_CODES as readonly string[]).includes(value);
}

function isSort(value: string | null): value is CustomerSort {
  return SORT_OPTIONS.some((o) => o.value === value);
}

function OrderRow({ order }: { order: OrderSummary }) {
  const href = `/orders/${order.id}`;
  const image = order.firstItem?.hostedImages[0];
  const status = order.bitmarteOrderStatus.code_name as OrderStatusCode;
  return (
    <tr>
      <td className={classes.first}>
        <div className={classes.order}>
          {image ? (
            <img className={classes.thumb} src={imageAtWidth(image, 80)} alt="" width={40} height={40} loading="lazy" />
          ) : (
            <span className={classes.thumb} aria-hidden="true">
              <IconPhoto size={18} />
            </span>
          )}
          <div style={{ minWidth: 0 }}>
            <Link className={classes.number} to={href}>
              {order.orderNumber}
            </Link>
            <p className={classes.summary}>{orderItemsSummary(order)}</p>
          </div>
        </div>
      </td>
      <td data-label="Store">{order.storeName}</td>
      <td data-label="Placed">{formatDate(order.createdAt)}</td>
      <td data-label="Total" className={cx(classes.right, classes.total)}>
        {formatNaira(order.total)}
      </td>
      <td data-label="Status">
        <Badge color={BADGE_COLORS[status]}>{order.bitmarteOrderStatus.known_name}</Badge>
      </td>
      <td className={cx(classes.right, classes.view)}>
        <ButtonLink to={href} size="sm" variant="default" aria-label={`View order ${order.orderNumber} from ${order.storeName}`}>
          View
        </ButtonLink>
      </td>
    </tr>
  );
}

/** The customer's orders (one per store of each checkout), newest first unless sorted, with a status filter. */
export function OrderList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const statusParam = params.get("status");
  const status = isStatus(statusParam) ? statusParam : undefined;
  const sortParam = params.get("sort");
  const sort = isSort(sortParam) ? sortParam : undefined;
  const orders = useQuery(customerOrdersQuery({ page, limit: PAGE_SIZE, status, sort }));

  const withParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete("page");
    setParams(next, { preventScrollReset: true });
  };
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set("page", String(p));
    else next.delete("page");
    const search = next.toString();
    return search ? `?${search}` : "?";
  };

  let body: ReactNode;
  if (orders.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading your orders" style={{ display: "grid", gap: 12 }}>
        {["a", "b", "c", "d"].map((key) => (
          <Skeleton key={key} height={64} />
        ))}
      </div>
    );
  } else if (orders.isError) {
    body = <ErrorState message={errorMessage(orders.error, MESSAGES.loadOrdersFailed)} onRetry={() => void orders.refetch()} />;
  } else if (orders.data.rows.length === 0) {
    body = (
      <EmptyState
        icon={<IconPackage size={28} stroke={1.6} />}
        title={status ? `No ${ORDER_STATUSES[status].toLowerCase()} orders` : "No orders yet"}
        description={status ? "Try another status." : "When you check out, your orders appear here."}
        action={status ? undefined : <ButtonLink to="/">Start shopping</ButtonLink>}
      />
    );
  } else {
    const totalPages = Math.max(1, Math.ceil(orders.data.count / PAGE_SIZE));
    body = (
      <>
        <table className={cx(classes.table, orders.isPlaceholderData && classes.refreshing)}>
          <caption>Your orders</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Store</th>
              <th scope="col">Placed</th>
              <th scope="col" className={classes.right}>
                Total
              </th>
              <th scope="col">Status</th>
              <th scope="col" className={classes.view}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.data.rows.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </tbody>
        </table>
        <div className={signedInClasses.listFooter}>
          <span>{rangeLabel(page, PAGE_SIZE, orders.data.count)}</span>
          <ListPagination page={page} totalPages={totalPages} hrefFor={hrefFor} label="Order pages" />
        </div>
      </>
    );
  }

  return (
    <>
      <div className={classes.filters}>
        <SelectField id="orders-status" label="Status" className={classes.filter} value={status ?? ""} onChange={(e) => withParam("status", e.currentTarget.value || undefined)}>
          <option value="">All statuses</option>
          {ORDER_STATUS_CODES.map((code) => (
            <option key={code} value={code}>
              {ORDER_STATUSES[code]}
            </option>
          ))}
        </SelectField>
        <SelectField id="orders-sort" label="Sort by" className={classes.filter} value={sort ?? "date_desc"} onChange={(e) => withParam("sort", e.currentTarget.value === "date_desc" ? undefined : e.currentTarget.value)}>
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
      </div>
      {body}
    </>
  );
}
