import { useSessionUser } from "../../features/auth";
import { canOpenSection, SectionGate } from "../../features/dashboard";
import { OrderScreen } from "../../features/orders/staff";
import type { Route } from "./+types/order";

export const meta = () => [{ title: "Order · Bitmarte admin" }];

/** Admins come from the order list; schedulers from the dispatch queue. */
export default function AdminOrderPage({ params }: Route.ComponentProps) {
  const user = useSessionUser();
  const fromDispatch = !canOpenSection("admin", user, "orders");
  return (
    <SectionGate area="admin" slug={fromDispatch ? "dispatch" : "orders"} user={user}>
      <OrderScreen
        scope="admin"
        id={params.id}
        backTo={fromDispatch ? "/admin/dispatch" : "/admin/orders"}
        backLabel={fromDispatch ? "Dispatch" : "All orders"}
      />
    </SectionGate>
  );
}
