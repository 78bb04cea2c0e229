import { Container } from "@mantine/core";
import { RequireSession } from "../../features/auth";
import { OrderDetail, orderKeys } from "../../features/orders";
import { OrderReturns } from "../../features/returns";
import { OrderReviews } from "../../features/reviews";
import { AREAS } from "../../lib/areas";
import type { Route } from "./+types/order-info";

export const meta = () => [{ title: "Order · Bitmarte" }];

export default function OrderInfoPage({ params }: Route.ComponentProps) {
  return (
    <RequireSession area={AREAS.customer}>
      {() => (
        <Container size="lg" py={{ base: "lg", sm: "xl" }}>
          <OrderDetail
            id={params.id}
            afterItems={
              <>
                <OrderReturns orderId={params.id} orderQueryKey={orderKeys.customerInfo(params.id)} />
                <OrderReviews orderId={params.id} orderQueryKey={orderKeys.customerInfo(params.id)} />
              </>
            }
          />
        </Container>
      )}
    </RequireSession>
  );
}
