import type { CustomerShippingAddress } from "@bitmarte/contracts";
import { SIGNED_IN_MESSAGES as MESSAGES } from "@bitmarte/contracts/signed-in";
import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { Badge, Button, cx, EmptyState, ErrorState, Skeleton, toast } from "../../ui/light";
import { IconMapPin, IconPencil, IconPlus, IconStar, IconTrash } from "./address-icons";
import { SignedInPage, signedInClasses } from "../../ui/light/signed-in-page";
import classes from "./address-book.module.css";
import { addressName, addressPlace } from "./address-place";
import { useDeleteAddress, useMakeDefaultAddress } from "./addresses.mutations";
import { addressesQuery } from "./addresses.queries";

const dialogs = () => import("./address-book-dialogs");
const AddressDialog = lazy(() => dialogs().then((m) => ({ default: m.AddressDialog })));
const ConfirmDialog = lazy(() => dialogs().then((m) => ({ default: m.ConfirmDialog })));

function AddressCard({ address, children }: { address: CustomerShippingAddress; children: ReactNode }) {
  return (
    <article className={classes.card} data-testid="address-card" aria-label={addressName(address)}>
      <div className={classes.lines}>
        <p className={classes.who}>
          {address.fullName}
          {address.default ? (
            <Badge className={classes.badge} data-testid="default-badge">
              Default
            </Badge>
          ) : null}
        </p>
        <p>{address.address}</p>
        <p>{addressPlace(address)}</p>
        <p className={classes.contact}>
          {address.phoneNumber} · {address.emailAddress}
        </p>
      </div>
      <div className={classes.buttons}>{children}</div>
    </article>
  );
}

/** The customer's shipping addresses (ui/light): add, edit, delete, make default. */
export function AddressBook({ email }: { email: string }) {
  const addresses = useQuery(addressesQuery());
  const [editing, setEditing] = useState<CustomerShippingAddress | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<CustomerShippingAddress | null>(null);
  const remove = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();
  // The dialogs' code comes after the page is drawn, so a click opens them at once.
  useEffect(() => {
    void dialogs();
  }, []);

  const openForm = (address: CustomerShippingAddress | null) => {
    setEditing(address);
    setFormOpen(true);
  };

  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => openForm(null)}>
      Add address
    </Button>
  );

  let body: ReactNode;
  if (addresses.isPending) {
    body = (
      <div className={signedInClasses.cardGrid} role="status" aria-busy="true" aria-label="Loading your addresses">
        {["a", "b"].map((key) => (
          <Skeleton key={key} height={150} />
        ))}
      </div>
    );
  } else if (addresses.isError) {
    body = <ErrorState message={errorMessage(addresses.error, MESSAGES.loadAddressesFailed)} onRetry={() => void addresses.refetch()} />;
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
      <div className={cx(signedInClasses.cardGrid, addresses.isRefetching && classes.refreshing)}>
        {addresses.data.rows.map((address) => (
          <AddressCard key={address.id} address={address}>
            <Button size="xs" variant="default" leftSection={<IconPencil size={14} />} onClick={() => openForm(address)} aria-label={`Edit address of ${addressName(address)}`}>
              Edit
            </Button>
            {!address.default ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconStar size={14} />}
                loading={makeDefault.isPending && makeDefault.variables === address.id}
                onClick={() =>
                  makeDefault.mutate(address.id, {
                    onSuccess: ({ message }) => toast(message || MESSAGES.defaultShippingAddressUpdated),
                    onError: () => toast(MESSAGES.defaultShippingAddressFailed, "error"),
                  })
                }
              >
                Make default
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="subtle"
              className={classes.delete}
              leftSection={<IconTrash size={14} />}
              onClick={() => setDeleting(address)}
              aria-label={`Delete address of ${addressName(address)}`}
            >
              Delete
            </Button>
          </AddressCard>
        ))}
      </div>
    );
  }

  return (
    <SignedInPage
      title="Shipping addresses"
      description="Where your orders are delivered. The default address is chosen first at checkout."
      actions={addresses.data?.rows.length ? addButton : null}
    >
      {body}
      <Suspense fallback={null}>
        {formOpen ? <AddressDialog opened onClose={() => setFormOpen(false)} address={editing} defaultEmail={email} /> : null}
        {deleting ? (
          <ConfirmDialog
            opened
            onClose={() => setDeleting(null)}
            title="Delete this address?"
            message={`${deleting.fullName}, ${deleting.address}, ${deleting.city ?? deleting.stateOrRegion} will be removed from your addresses. Orders already placed keep their delivery address.`}
            confirmLabel="Delete address"
            danger
            loading={remove.isPending}
            onConfirm={() =>
              remove.mutate(deleting.id, {
                onSuccess: ({ message }) => {
                  toast(message);
                  setDeleting(null);
                },
                onError: () => toast(MESSAGES.shippingAddressDeleteFailed, "error"),
              })
            }
          />
        ) : null}
      </Suspense>
    </SignedInPage>
  );
}
