import { SIGNED_IN_MESSAGES as MESSAGES } from "@bitmarte/contracts/signed-in";
import type { giftcardsEndpoints } from "@bitmarte/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint, endpointRoute, errorMessage } from "../../lib/api-client";
import { formatDateTime, formatNaira } from "../../lib/format";
import { ErrorState, Skeleton } from "../../ui/light";
import classes from "./my-gift-cards.module.css";
import { customer, giftCardKeys } from "./giftcards.queries";

// A gift card's activity, loaded when a card is first opened (and prefetched once the page is drawn).

const activities = endpointRoute<typeof giftcardsEndpoints.activities>({ method: "GET", path: "/giftcards/:id/activities", auth: "signed-in" });

function giftCardActivitiesQuery(id: string) {
  return queryOptions({
    queryKey: giftCardKeys.activities(id),
    queryFn: ({ signal }) => callEndpoint(activities, { params: { id }, query: { limit: 50 } }, { ...customer, signal }),
  });
}

const ACTIVITY_LABELS = { purchase: "Bought", redeem: "Spent", refund: "Refunded", expire: "Expired" } as const;

export default function Activities({ id }: { id: string }) {
  const activity = useQuery(giftCardActivitiesQuery(id));
  if (activity.isPending) {
    return (
      <div role="status" aria-label="Loading the activity" style={{ marginTop: 8 }}>
        <Skeleton height={60} />
      </div>
    );
  }
  if (activity.isError) {
    return <ErrorState message={errorMessage(activity.error, MESSAGES.loadGiftCardActivityFailed)} onRetry={() => void activity.refetch()} />;
  }
  if (activity.data.rows.length === 0) {
    return <p className={classes.small}>No activity yet.</p>;
  }
  // A list, not a table: four columns do not fit a phone, and a sideways scroll hid the amounts.
  return (
    <ul className={classes.activities} aria-label="Gift card activity">
      {activity.data.rows.map((a) => (
        <li key={a.id} className={classes.activity}>
          <div className={classes.activityWhat}>
            <span>
              {ACTIVITY_LABELS[a.type]}
              {a.orderName ? ` · ${a.orderName}` : ""}
            </span>
            <p className={classes.small}>{formatDateTime(a.createdAt)}</p>
          </div>
          <div className={classes.activityAmount}>
            <span className={a.amount < 0 ? classes.spent : classes.added}>{formatNaira(a.amount)}</span>
            <span className={classes.small}>Balance {formatNaira(a.balanceAfter)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
