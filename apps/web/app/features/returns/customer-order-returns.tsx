import type { Order, OrderReturnSummary } from "@bitmarte/contracts";
import type { QueryKey } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { formatDate, formatDateTime, formatNaira } from "../../lib/format";
import { Badge, Button } from "../../ui/light";
import type { StatusTone } from "../../ui/status-badge";
import { IconArrowBackUp } from "../../ui/light/page-icons";
import { SectionCard, sectionCardClasses as classes } from "../../ui/light/section-card";
import { RETURN_STATUS_LABELS, RETURN_STATUS_TONES, returnableUnits, returnStepText, TYPE_LABELS } from "./returns-model";

// The request form comes after the page is drawn (prefetched while the return window is open).
const returnDialog = () => import("./return-request-dialog");
const ReturnRequestDialog = lazy(returnDialog);

const TONE_COLORS: Record<StatusTone, "brand" | "orange" | "red" | "gray"> = {
  success: "brand",
  warning: "orange",
  danger: "red",
  neutral: "gray",
  info: "gray",
};

function ReturnRow({ r }: { r: OrderReturnSummary }) {
  return (
    <li className={classes.entry} data-testid="order-return">
      <div className={classes.entryHead}>
        <span className={classes.strong}>
          {TYPE_LABELS[r.type]} · {formatDateTime(r.createdAt)}
        </span>
        <Badge color={TONE_COLORS[RETURN_STATUS_TONES[r.status]]} data-testid="order-return-status">
          {RETURN_STATUS_LABELS[r.status]}
        </Badge>
      </div>
      <p className={classes.text}>{r.items.map((i) => `${i.quantity} × ${i.productName}`).join(", ")}</p>
      <p className={classes.dimmedSmall}>{returnStepText(r)}</p>
      {r.refundAmount !== null ? (
        <p className={classes.text}>
          Refund: <strong className={classes.money}>{formatNaira(r.refundAmount)}</strong> of <span className={classes.money}>{formatNaira(r.amount)}</span>
        </p>
      ) : null}
      {r.replacementOrderId ? (
        <Link className={classes.link} to={`/orders/${r.replacementOrderId}`}>
          Follow the replacement order
        </Link>
      ) : null}
    </li>
  );
}

/**
 * The returns part of the customer's order page (ui/light): the order's returns with where each stands, and
 * "Return or replace items" while the return window is open and some units are left to return.
 */
export function CustomerOrderReturns({ order, refreshKeys }: { order: Order; refreshKeys: readonly QueryKey[] }) {
  const [open, setOpen] = useState(false);
  const returns = order.returns ?? [];
  const windowOpen = order.orderStatus === "delivered" && !!order.returnWindowEndsAt && new Date(order.returnWindowEndsAt).getTime() > Date.now();
  const anyLeft = Object.values(returnableUnits(order.orderItems)).some((n) => n > 0);
  const canAsk = windowOpen && anyLeft;
  useEffect(() => {
    if (canAsk) void returnDialog();
  }, [canAsk]);
  if (returns.length === 0 && !canAsk) return null;
  return (
    <SectionCard
      id="order-returns"
      title="Returns and replacements"
      icon={<IconArrowBackUp size={18} aria-hidden />}
      actions={
        canAsk ? (
          <Button variant="light" size="sm" leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={() => setOpen(true)}>
            Return or replace items
          </Button>
        ) : null
      }
    >
      {canAsk && order.returnWindowEndsAt ? <p className={classes.cardIntro}>You can ask until {formatDate(order.returnWindowEndsAt)}.</p> : null}
      {returns.length > 0 ? (
        <ul className={classes.list}>
          {returns.map((r) => (
            <ReturnRow key={r.id} r={r} />
          ))}
        </ul>
      ) : null}
      {canAsk && open ? (
        <Suspense fallback={null}>
          <ReturnRequestDialog order={order} onClose={() => setOpen(false)} refreshKeys={refreshKeys} />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}
