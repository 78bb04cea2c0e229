import { AssignToPartnerBodySchema, type Dispatcher } from "@bitmarte/contracts";
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { fullName } from "../../lib/format";
import { approvedPartnersQuery, dispatchersQuery } from "./orders.queries";

/** Active dispatchers first, the least busy first; inactive ones cannot be picked. */
export function dispatcherOptions(dispatchers: Dispatcher[]) {
  return [...dispatchers]
    .sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.activeOrders - b.activeOrders || fullName(a).localeCompare(fullName(b)))
    .map((d) => ({
      value: d.id,
      label: `${fullName(d)} · ${d.activeOrders === 1 ? "1 active order" : `${d.activeOrders} active orders`}${d.isActive ? "" : " (inactive)"}`,
      disabled: !d.isActive,
    }));
}

/** Picks a dispatcher from GET /ordertracking/dispatchers, showing each one's active load. */
export function DispatcherSelect({ value, onChange, error, label = "Dispatcher" }: { value: string | null; onChange: (id: string | null) => void; error?: string | null; label?: string }) {
  const dispatchers = useQuery(dispatchersQuery());
  return (
    <Select
      label={label}
      placeholder={dispatchers.isPending ? "Loading dispatchers…" : "Choose a dispatcher"}
      data={dispatchers.data ? dispatcherOptions(dispatchers.data) : []}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage="No dispatcher matches"
      error={error ?? (dispatchers.isError ? errorMessage(dispatchers.error, "Could not get dispatchers. Try again later.") : undefined)}
      disabled={dispatchers.isPending}
      comboboxProps={{ withinPortal: true }}
      required
    />
  );
}

export interface AssignModalProps {
  opened: boolean;
  onClose: () => void;
  orderNumber: string;
  mode: "partner" | "dispatcher";
  onSubmit: (id: string) => void;
  pending: boolean;
  error: unknown;
}

/** Assigns an order to a shipping partner (approved partners, or an id when the list cannot load) or a dispatcher. */
export function AssignOrderModal({ opened, onClose, orderNumber, mode, onSubmit, pending, error }: AssignModalProps) {
  const [value, setValue] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const partners = useQuery({ ...approvedPartnersQuery(), enabled: opened && mode === "partner" });
  useEffect(() => {
    if (opened) {
      setValue(null);
      setProblem(null);
    }
  }, [opened]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) {
      setProblem(mode === "partner" ? "Choose a shipping partner" : "Choose a dispatcher");
      return;
    }
    if (mode === "partner") {
      const parsed = AssignToPartnerBodySchema.safeParse({ partnerId: value.trim() });
      if (!parsed.success) {
        setProblem(parsed.error.issues[0]?.message ?? "Enter a partner id");
        return;
      }
    }
    onSubmit(value.trim());
  };

  const partnerField = partners.isError ? (
    <TextInput
      label="Shipping partner id"
      description={`The partner list could not load (${errorMessage(partners.error)}). Paste the partner's id instead.`}
      value={value ?? ""}
      onChange={(e) => setValue(e.currentTarget.value)}
      error={problem}
      required
    />
  ) : (
    <Select
      label="Shipping partner"
      placeholder={partners.isPending ? "Loading partners…" : "Choose a partner"}
      data={(partners.data?.rows ?? []).map((p) => ({
        value: p.id,
        label: `${p.shippingCompany || p.name} · ${p.activeOrders === 1 ? "1 active order" : `${p.activeOrders} active orders`}`,
      }))}
      value={value}
      onChange={setValue}
      searchable
      nothingFoundMessage="No approved partner matches"
      error={problem}
      disabled={partners.isPending}
      comboboxProps={{ withinPortal: true }}
      required
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title={`Assign ${orderNumber}`} centered radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {mode === "partner"
              ? "The partner accepts or declines. A delivery token is made and sent to the customer."
              : "The dispatcher sees the order at once. A delivery token is made and sent to the customer."}
          </Text>
          {mode === "partner" ? partnerField : <DispatcherSelect value={value} onChange={(v) => { setValue(v); setProblem(null); }} error={problem} />}
          {partners.data && partners.data.rows.length === 0 && mode === "partner" ? (
            <Text size="sm" c="dimmed">
              No approved shipping partners yet. Approve one under Logistics.
            </Text>
          ) : null}
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Assign
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
