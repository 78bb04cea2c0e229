import type { cartEndpoints, CustomerShippingAddress } from "@bitmarte/contracts";
import { SIGNED_IN_MESSAGES as MESSAGES } from "@bitmarte/contracts/signed-in";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { callEndpoint, endpointRoute, isApiError } from "../../lib/api-client";
import { Badge, Button, cx, ErrorState, Skeleton } from "../../ui/light";
import cards from "../../ui/light/cards.module.css";
import { outline } from "../../ui/light/outline-icon";
import classes from "./address-picker.module.css";

// Checkout's first scripts share nothing with the address book's (the form, its checks and the address
// queries come with the dialog, once the addresses are drawn): the list read and the place line are its own.
const dialogs = () => import("./address-book-dialogs");
const AddressDialog = lazy(() => dialogs().then((m) => ({ default: m.AddressDialog })));

const listAddresses = endpointRoute<typeof cartEndpoints.listAddresses>({ method: "GET", path: "/customershippingaddress", auth: "signed-in" });

/** The address book's own read (addressesQuery: the same key, so its changes refresh the chooser). */
export function pickerAddressesQuery() {
  return queryOptions({
    queryKey: ["addresses", "list"] as const,
    queryFn: ({ signal }) => callEndpoint(listAddresses, { query: { limit: 50 } }, { userType: "customer", signal }),
  });
}

// Tabler Icons (MIT) drawing.
const IconPlus = outline("M12 5l0 14M5 12l14 0");

/** City, LGA, state and country: the parts given (as the address book's addressPlace). */
const place = (a: CustomerShippingAddress): string => [a.city, a.LGA, a.stateOrRegion, a.country].filter(Boolean).join(", ");

export interface AddressPickerLightProps {
  value: string | null;
  onChange: (addressId: string | null) => void;
  /** Prefills the email of a new address. */
  email?: string;
}

/** What a failed read says (spec §8): "Check network connection" when the server could not be reached, else "Could not get addresses…". */
function loadFailure(error: unknown): string {
  return isApiError(error) && error.isNetworkError ? error.message : MESSAGES.loadAddressesFailed;
}

/** Choose the delivery address (ui/light; the default one is chosen first), or add one on the spot. */
export function AddressPickerLight({ value, onChange, email }: AddressPickerLightProps) {
  const addresses = useQuery(pickerAddressesQuery());
  const queryClient = useQueryClient();
  const [formOpen, setFormOpen] = useState(false);
  const rows = addresses.data?.rows;

  useEffect(() => {
    if (!rows) return;
    if (value && rows.some((r) => r.id === value)) return;
    onChange((rows.find((r) => r.default) ?? rows[0])?.id ?? null);
  }, [rows, value, onChange]);

  useEffect(() => {
    if (rows) void dialogs();
  }, [rows]);

  // A new address goes into the list at once (the list is also read again), so choosing it is not undone
  // as an address the list does not have.
  const chooseSaved = (saved: CustomerShippingAddress) => {
    queryClient.setQueryData(pickerAddressesQuery().queryKey, (page) =>
      page && !page.rows.some((r) => r.id === saved.id) ? { ...page, rows: [...page.rows, saved], count: page.count + 1 } : page,
    );
    onChange(saved.id);
  };

  if (addresses.isPending) {
    return (
      <div className={classes.options} role="status" aria-busy="true" aria-label="Loading your addresses">
        <Skeleton height={96} />
        <Skeleton height={96} />
      </div>
    );
  }
  if (addresses.isError && !rows) {
    return <ErrorState message={loadFailure(addresses.error)} onRetry={() => void addresses.refetch()} />;
  }

  return (
    <div className={classes.picker}>
      {!rows || rows.length === 0 ? (
        <p className={classes.empty}>You have no saved address yet. Add one to see delivery fees and place your order.</p>
      ) : (
        <fieldset className={classes.fieldset}>
          <legend>Deliver to</legend>
          <div className={classes.options}>
            {rows.map((address) => (
              <AddressOption key={address.id} address={address} checked={value === address.id} onChoose={() => onChange(address.id)} />
            ))}
          </div>
        </fieldset>
      )}
      <div>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setFormOpen(true)}>
          Add a new address
        </Button>
      </div>
      <Suspense fallback={null}>
        {formOpen ? <AddressDialog opened onClose={() => setFormOpen(false)} address={null} defaultEmail={email} onSaved={chooseSaved} /> : null}
      </Suspense>
    </div>
  );
}

function AddressOption({ address, checked, onChoose }: { address: CustomerShippingAddress; checked: boolean; onChoose: () => void }) {
  return (
    <label className={cx(cards.choice, classes.option)} data-testid="address-option">
      <input
        type="radio"
        name="addressId"
        value={address.id}
        checked={checked}
        onChange={onChoose}
        aria-label={`${address.fullName}, ${address.address}, ${address.city ?? address.stateOrRegion}`}
      />
      <span className={classes.lines}>
        <span className={classes.who}>
          {address.fullName}
          {address.default ? (
            <Badge className={classes.badge} data-testid="default-badge">
              Default
            </Badge>
          ) : null}
        </span>
        <span>{address.address}</span>
        <span>{place(address)}</span>
        <span className={classes.contact}>
          {address.phoneNumber} · {address.emailAddress}
        </span>
      </span>
    </label>
  );
}
