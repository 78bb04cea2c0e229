import { type CustomerShippingAddress, MESSAGES } from "@bitmarte/contracts";
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconMapPin, IconPencil, IconPlus, IconStar, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { ConfirmModal } from "../../ui/confirm-modal";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { notifySuccess } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { AddressLines } from "./address-card";
import { AddressFormModal } from "./address-form";
import { useDeleteAddress, useMakeDefaultAddress } from "./addresses.mutations";
import { addressesQuery } from "./addresses.queries";

const failed = (message: string) => notifications.show({ message, color: "red", withBorder: true });

/** The customer's shipping addresses: add, edit, delete, make default. */
export function AddressBook({ email }: { email: string }) {
  const addresses = useQuery(addressesQuery());
  const [editing, setEditing] = useState<CustomerShippingAddress | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<CustomerShippingAddress | null>(null);
  const remove = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();

  const openForm = (address: CustomerShippingAddress | null) => {
    setEditing(address);
    setFormOpen(true);
  };

  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => openForm(null)}>
      Add address
    </Button>
  );

  let body: React.ReactNode;
  if (addresses.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" aria-busy="true" aria-label="Loading your addresses">
        {[0, 1].map((i) => (
          <Skeleton key={i} h={150} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (addresses.isError) {
    body = <ErrorState message={errorMessage(addresses.error)} onRetry={() => addresses.refetch()} retrying={addresses.isFetching} />;
  } else if (addresses.data.rows.length === 0) {
    body = (
      <EmptyState
        icon={<IconMapPin size={28} stroke={1.6} />}
        title="No addresses yet"
        description="Add the address you want your orders delivered to. Delivery fees are worked out from it."
        action={addButton}
      />
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {addresses.data.rows.map((address) => (
          <Paper key={address.id} withBorder radius="lg" p="md" data-testid="address-card" component="article" aria-label={`${address.fullName}, ${address.city ?? address.stateOrRegion}`}>
            <Stack gap="sm" h="100%" justify="space-between">
              <AddressLines address={address} />
              <Group gap="xs">
                <Button size="compact-sm" variant="default" leftSection={<IconPencil size={14} />} onClick={() => openForm(address)} aria-label={`Edit address of ${address.fullName}, ${address.city ?? address.stateOrRegion}`}>
                  Edit
                </Button>
                {!address.default ? (
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconStar size={14} />}
                    loading={makeDefault.isPending && makeDefault.variables === address.id}
                    onClick={() =>
                      makeDefault.mutate(address.id, {
                        onSuccess: ({ message }) => notifySuccess(message, MESSAGES.defaultShippingAddressUpdated),
                        onError: () => failed(MESSAGES.defaultShippingAddressFailed),
                      })
                    }
                  >
                    Make default
                  </Button>
                ) : null}
                <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => setDeleting(address)} aria-label={`Delete address of ${address.fullName}, ${address.city ?? address.stateOrRegion}`}>
                  Delete
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      <PageHeader title="Shipping addresses" description="Where your orders are delivered. The default address is chosen first at checkout." actions={addresses.data?.rows.length ? addButton : null} />
      {body}
      <AddressFormModal opened={formOpen} onClose={() => setFormOpen(false)} address={editing} defaultEmail={email} />
      <ConfirmModal
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title="Delete this address?"
        message={deleting ? `${deleting.fullName}, ${deleting.address}, ${deleting.city ?? deleting.stateOrRegion} will be removed from your addresses. Orders already placed keep their delivery address.` : ""}
        confirmLabel="Delete address"
        danger
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: ({ message }) => {
              notifySuccess(message);
              setDeleting(null);
            },
            onError: () => failed(MESSAGES.shippingAddressDeleteFailed),
          })
        }
      />
    </>
  );
}
