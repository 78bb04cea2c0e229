import type { storesEndpoints } from "@bitmarte/contracts";
import { MESSAGES, POLICY_TYPES } from "@bitmarte/contracts/light";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { callEndpoint, endpointRoute, errorMessage } from "../../lib/api-client";
import { Button, Spinner } from "../../ui/light";
import { IconChevronDown } from "./checkout-icons";
import classes from "./checkout.module.css";

// Named by route only: the checkout page draws with ui/light and carries no zod.
const storePolicies = endpointRoute<typeof storesEndpoints.storePolicies>({ method: "GET", path: "/policies/store/:storeId", auth: "public" });

/** A store's policies (returns, shipping…) under its group at checkout, read when first opened. */
export function StorePoliciesToggle({ storeId, storeName }: { storeId: string; storeName: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const query = useQuery({
    queryKey: ["checkout", "store-policies", storeId],
    queryFn: ({ signal }) => callEndpoint(storePolicies, { params: { storeId } }, { userType: "customer", signal }),
    enabled: open,
    staleTime: 5 * 60_000,
  });
  const rows = [...(query.data?.rows ?? [])].sort((a, b) => POLICY_TYPES.indexOf(a.type) - POLICY_TYPES.indexOf(b.type));
  return (
    <div>
      <Button variant="subtle" size="xs" className={classes.policiesToggle} onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={panelId}>
        {`${storeName}'s policies`}
        <IconChevronDown size={14} data-open={open || undefined} />
      </Button>
      <div id={panelId} hidden={!open} className={classes.policies} data-testid="checkout-store-policies">
        {!open ? null : query.isPending ? (
          <Spinner label="Loading policies" />
        ) : query.isError ? (
          <p className={classes.errorText}>{errorMessage(query.error, MESSAGES.errorOccurred)}</p>
        ) : rows.length === 0 ? (
          <p className={classes.dim}>This store has not published policies.</p>
        ) : (
          rows.map((p) => (
            <div key={p.id}>
              <p className={classes.strong}>{p.title}</p>
              <p className={classes.policyText}>{p.content}</p>
            </div>
          ))
        )}
      </div>
    </div>
  );
}
