import type { CustomerShippingAddress } from "@bitmarte/contracts";
import { Button, Group, Radio, Skeleton, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { ErrorState } from "../../ui/error-state";
import { AddressLines } from "./address-card";
import { AddressFormModal } from "./address-form";
import { addressesQuery } from "./addresses.queries";

export interface AddressPickerProps {
  value: string | null;
  onChange: (addressId: string | null) => void;
  /** Prefills the email of a new address. */
  email?: string;
}

/** Choose the delivery address (the default one is chosen first), or add one on the spot. */
export function AddressPicker({ value, onChange, email }: AddressPickerProps) {
  const addresses = useQuery(addressesQuery());
  const [formOpen, setFormOpen] = useState(false);
  const rows = addresses.data?.rows;

  useEffect(() => {
    if (!rows) return;
    if (value && rows.some((r) => r.id === value)) return;
    onChange((rows.find((r) => r.default) ?? rows[0])?.id ?? null);
  }, [rows, value, onChange]);

  if (addresses.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading your addresses">
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
      </Stack>
    );
  }
  if (addresses.isError) {
    return <ErrorState message={errorMessage(addresses.error)} onRetry={() => addresses.refetch()} retrying={addresses.isFetching} />;
  }

  return (
    <Stack gap="sm">
      {addresses.data.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          You have no saved address yet. Add one to see delivery fees and place your order.
        </Text>
      ) : (
        <Radio.Group value={value} onChange={(id) => onChange(id)} label="Deliver to" name="addressId">
          <Stack gap="sm" mt="xs">
            {addresses.data.rows.map((address: CustomerShippingAddress) => (
              <Radio.Card key={address.id} value={address.id} radius="md" p="md" data-testid="address-option" aria-label={`${address.fullName}, ${address.address}, ${address.city ?? address.stateOrRegion}`}>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={2} />
                  <AddressLines address={address} />
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setFormOpen(true)}>
          Add a new address
        </Button>
      </Group>
      <AddressFormModal opened={formOpen} onClose={() => setFormOpen(false)} address={null} defaultEmail={email} onSaved={(a) => onChange(a.id)} />
    </Stack>
  );
}

