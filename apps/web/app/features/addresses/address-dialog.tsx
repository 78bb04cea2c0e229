import type { CustomerShippingAddress } from "@bitmarte/contracts";
import {
  checkShippingAddress,
  checkShippingAddressField,
  SIGNED_IN_MESSAGES as MESSAGES,
  NIGERIAN_STATES,
  type ShippingAddressFields,
} from "@bitmarte/contracts/signed-in";
import { type FormEvent, useId, useRef, useState } from "react";
import { errorMessage, isApiError } from "../../lib/api-client";
import { Button, lightClasses, toast } from "../../ui/light";
import { Dialog } from "../../ui/light/dialog";
import { ComboboxField } from "../../ui/light/combobox-field";
import { formClasses, InputField, TextAreaField } from "../../ui/light/form-field";
import { useCreateAddress, useUpdateAddress } from "./address-save.mutations";

type Field = Exclude<keyof ShippingAddressFields, "default">;
type Errors = Partial<Record<Field, string>>;
const FIELD_ORDER: Field[] = ["fullName", "phoneNumber", "emailAddress", "address", "stateOrRegion", "country", "city", "LGA"];

function startValues(address: CustomerShippingAddress | null, email: string): ShippingAddressFields {
  return {
    fullName: address?.fullName ?? "",
    phoneNumber: address?.phoneNumber ?? "",
    emailAddress: address?.emailAddress ?? email,
    stateOrRegion: address?.stateOrRegion ?? "",
    city: address?.city ?? "",
    LGA: address?.LGA ?? "",
    address: address?.address ?? "",
    country: address?.country ?? "Nigeria",
    default: address?.default ?? false,
  };
}

export interface AddressDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The address being edited; null adds a new one. */
  address: CustomerShippingAddress | null;
  /** Prefills the email of a new address. */
  defaultEmail?: string;
  /** Told the saved address (checkout chooses a new one at once). */
  onSaved?: (address: CustomerShippingAddress) => void;
}

/** Add or edit a shipping address in a dialog (the address book's, and checkout's "Add a new address"). */
export function AddressDialog({ opened, onClose, address, defaultEmail = "", onSaved }: AddressDialogProps) {
  const title = address ? "Edit address" : "Add a shipping address";
  return (
    <Dialog opened={opened} onClose={onClose} title={title}>
      <AddressForm key={address?.id ?? "new"} title={title} address={address} defaultEmail={defaultEmail} onSaved={onSaved} onDone={onClose} />
    </Dialog>
  );
}

function AddressForm({
  title,
  address,
  defaultEmail,
  onSaved,
  onDone,
}: {
  title: string;
  address: CustomerShippingAddress | null;
  defaultEmail: string;
  onSaved?: (address: CustomerShippingAddress) => void;
  onDone: () => void;
}) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => startValues(address, defaultEmail));
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const saving = create.isPending || update.isPending;
  const failure = address ? update.error : create.error;

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };
  const checkOne = (field: Field, value = values[field]) => setErrors((e) => ({ ...e, [field]: checkShippingAddressField(field, value) }));
  const input = (field: Field) => ({
    id: id(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
    onBlur: () => checkOne(field),
  });

  const showFieldErrors = (error: unknown) => {
    if (!isApiError(error)) return;
    const fromServer: Errors = {};
    for (const e of error.errors) fromServer[e.path.replace(/^body\./, "") as Field] = e.message;
    setErrors((current) => ({ ...current, ...fromServer }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkShippingAddress(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELD_ORDER.find((field) => checked.errors[field]);
      if (first) form.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
      return;
    }
    if (address) {
      update.mutate(
        { id: address.id, body: checked.body },
        {
          onSuccess: ({ data, message }) => {
            toast(message || MESSAGES.shippingAddressUpdated);
            onSaved?.(data);
            onDone();
          },
          onError: showFieldErrors,
        },
      );
    } else {
      create.mutate(checked.body, {
        onSuccess: ({ data, message }) => {
          toast(message);
          onSaved?.(data);
          onDone();
        },
        onError: (error) => {
          showFieldErrors(error);
          toast(MESSAGES.shippingAddressAddFailed, "error");
        },
      });
    }
  };

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-label={title} className={formClasses.stack}>
      {failure ? (
        <p className={formClasses.alert} role="alert">
          {errorMessage(failure)}
        </p>
      ) : null}
      <div className={formClasses.pair}>
        <InputField label="Full name" autoComplete="name" required {...input("fullName")} />
        <InputField label="Phone number" type="tel" autoComplete="tel" required {...input("phoneNumber")} />
      </div>
      <InputField label="Email address" type="email" autoComplete="email" required {...input("emailAddress")} />
      <TextAreaField label="Address" description="Street, house number and landmark" autoComplete="street-address" required rows={2} {...input("address")} />
      <div className={formClasses.pair}>
        <ComboboxField
          id={id("stateOrRegion")}
          label="State"
          required
          options={NIGERIAN_STATES}
          value={values.stateOrRegion}
          error={errors.stateOrRegion}
          onChange={(state) => {
            set("stateOrRegion", state);
            checkOne("stateOrRegion", state);
          }}
          onBlur={(state) => checkOne("stateOrRegion", state)}
        />
        <InputField label="Country" autoComplete="country-name" required {...input("country")} />
        <InputField label="City" description="Optional; helps price delivery" autoComplete="address-level2" {...input("city")} />
        <InputField label="LGA" description="Optional" {...input("LGA")} />
      </div>
      {!address?.default ? (
        <label className={lightClasses.checkbox}>
          <input
            type="checkbox"
            name="default"
            checked={values.default}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setValues((v) => ({ ...v, default: checked }));
            }}
          />
          Make this my default address
        </label>
      ) : null}
      <div className={formClasses.actions}>
        <Button variant="default" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {address ? "Save changes" : "Add address"}
        </Button>
      </div>
    </form>
  );
}
