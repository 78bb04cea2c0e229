import { SIGNED_IN_MESSAGES as MESSAGES } from "@bitmarte/contracts/signed-in";
import { IconPackage } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { Order } from "@bitmarte/contracts";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { Link } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import { Container, EmptyState, ErrorState, Skeleton } from "../../ui/light";
import { SignedInPage, signedInClasses } from "../../ui/light/signed-in-page";
import { customerOrderQuery } from "./customer-order.queries";
import classes from "../../ui/light/section-card.module.css";

// The order is read in the browser: the page's first scripts ask for it and draw its outline, and the code that
// draws the order (tracking, items, money, returns, reviews, history) loads while the request is on its way.
const orderView = () => import("./customer-order-view");
const CustomerOrderView = lazy(orderView);

const BACK = <Link to="/orders">← All orders</Link>;

/** The outline of the order page while the order (or the code that draws it) is on its way. */
function OrderOutline() {
  return (
    <Container className={signedInClasses.page}>
      <div className={signedInClasses.pageBack}>{BACK}</div>
      <div role="status" aria-busy="true" aria-label="Loading the order">
        <div className={classes.outlineHeading}>
          <Skeleton height={30} width="14rem" />
          <Skeleton height={16} width="20rem" />
        </div>
        <div className={classes.layout}>
          <div className={classes.main}>
            <Skeleton height={240} />
            <Skeleton height={160} />
          </div>
          <div className={classes.side}>
            <Skeleton height={200} />
          </div>
        </div>
      </div>
    </Container>
  );
}

/**
 * The customer's order page (ui/light): where the order is, its delivery token, items, money and history;
 * `afterItems` draws what other features add under the items (returns, reviews). Not found (or not theirs) and a failed read each say so; a failed read offers to try again.
 */
export function CustomerOrderPage({ id, afterItems }: { id: string; afterItems?: (order: Order) => ReactNode }) {
  const order = useQuery(customerOrderQuery(id));
  // The view's code comes while the order is read, not after it.
  useEffect(() => {
    void orderView();
  }, []);

  if (order.isPending) return <OrderOutline />;
  if (order.isError) {
    if (isApiError(order.error) && order.error.status === 404) {
      return (
        <SignedInPage title="Order" back={BACK}>
          <EmptyState icon={<IconPackage size={28} stroke={1.6} />} title="Order not found" description="This order does not exist or is not one of yours." />
        </SignedInPage>
      );
    }
    return (
      <SignedInPage title="Order" back={BACK}>
        <ErrorState message={errorMessage(order.error, MESSAGES.loadOrdersFailed)} onRetry={() => void order.refetch()} />
      </SignedInPage>
    );
  }
  return (
    <Suspense fallback={<OrderOutline />}>
      <CustomerOrderView order={order.data} back={BACK} afterItems={afterItems} />
    </Suspense>
  );
}
