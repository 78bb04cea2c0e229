import { MESSAGES, POLICY_TYPES, storesEndpoints } from "@bitmarte/contracts";
import { Button, Collapse, Loader, Stack, Text } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { callEndpoint, errorMessage } from "../../lib/api-client";

/** A store's policies (returns, shipping…) under its group at checkout, read when first opened. */
export function StorePoliciesToggle({ storeId, storeName }: { storeId: string; storeName: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const query = useQuery({
    queryKey: ["checkout", "store-policies", storeId],
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.storePolicies, { params: { storeId } }, { userType: "customer", signal }),
    enabled: open,
    staleTime: 5 * 60_000,
  });
  const rows = [...(query.data?.rows ?? [])].sort((a, b) => POLICY_TYPES.indexOf(a.type) - POLICY_TYPES.indexOf(b.type));
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        px={0}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        rightSection={<IconChevronDown size={14} style={{ transform: open ? "rotate(180deg)" : undefined, transition: "transform 150ms" }} />}
      >
        {`${storeName}'s policies`}
      </Button>
      <Collapse expanded={open} id={panelId}>
        <Stack gap={6} pt={4} data-testid="checkout-store-policies">
          {query.isPending ? (
            <Loader size="xs" aria-label="Loading policies" />
          ) : query.isError ? (
            <Text size="sm" c="red">
              {errorMessage(query.error, MESSAGES.errorOccurred)}
            </Text>
          ) : rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              This store has not published policies.
            </Text>
          ) : (
            rows.map((p) => (
              <div key={p.id}>
                <Text size="sm" fw={600}>
                  {p.title}
                </Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-line" }} lineClamp={6}>
                  {p.content}
                </Text>
              </div>
            ))
          )}
        </Stack>
      </Collapse>
    </div>
  );
}
