import {
  CreateShippingAddressBodySchema,
  type CustomerShippingAddress,
  MESSAGES,
  NIGERIAN_STATES,
} from "@bitmarte/contracts";
import type { ShippingAddressFields } from "@bitmarte/contracts/signed-in";
import { Alert, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle } from "@tabler/icons-react";
import { useEffect } from "react";
import { errorMessage, isApiError } from "../../lib/api-client";
import { notifySuccess } from "../../ui/notify";
import { useCreateAddress, useUpdateAddress } from "./addresses.mutations";

/** The fields of the form, as the address book's light form names them. */
export type AddressFormValues = ShippingAddressFields;

export function addressFormValues(address?: CustomerShippingAddress | null, email = ""): AddressFormValues {
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

export interface AddressFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The address being edited; null adds a new one. */
  address: CustomerShippingAddress | null;
  /** Prefills the email of a new address. */
  defaultEmail?: string;
  /** The first address becomes the default anyway; later ones can ask to. */
  onSaved?: (address: CustomerShippingAddress) => void;
}

const STATE_OPTIONS = [...NIGERIAN_STATES];

/** Add or edit a shipping address in a modal. */
export function AddressFormModal({ opened, onClose, address, defaultEmail, onSaved }: AddressFormModalProps) {
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const saving = create.isPending || update.isPending;
  const failure = address ? update.error : create.error;
  const form = useForm<AddressFormValues>({
    initialValues: addressFormValues(address, defaultEmail),
    validate: schemaResolver(CreateShippingAddressBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });

  // A new address or another address to edit: start from its values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens for a (different) address
  useEffect(() => {
    if (opened) {
      form.setValues(addressFormValues(address, defaultEmail));
      form.resetDirty();
      form.clearErrors();
      create.reset();
      update.reset();
    }
  }, [opened, address?.id]);

  const showFieldErrors = (error: unknown) => {
    if (!isApiError(error)) return;
    for (const e of error.errors) form.setFieldError(e.path.replace(/^body\./, ""), e.message);
  };

  const onSubmit = form.onSubmit((values) => {
    const body = CreateShippingAddressBodySchema.parse(values);
    if (address) {
      update.mutate(
        { id: address.id, body },
        {
          onSuccess: ({ data, message }) => {
            notifySuccess(message, MESSAGES.shippingAddressUpdated);
            onSaved?.(data);
            onClose();
          },
          onError: showFieldErrors,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: ({ data, message }) => {
          notifySuccess(message);
          onSaved?.(data);
          onClose();
        },
        onError: (error) => {
          showFieldErrors(error);
          notifications.show({ message: MESSAGES.shippingAddressAddFailed, color: "red", withBorder: true });
        },
      });
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={address ? "Edit address" : "Add a shipping address"} size="lg" radius="lg">
      <form onSubmit={onSubmit} noValidate aria-label={address ? "Edit address" : "Add a shipping address"}>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(failure)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Full name" autoComplete="name" required key={form.key("fullName")} {...form.getInputProps("fullName")} />
            <TextInput label="Phone number" type="tel" autoComplete="tel" required key={form.key("phoneNumber")} {...form.getInputProps("phoneNumber")} />
          </SimpleGrid>
          <TextInput label="Email address" type="email" autoComplete="email" required key={form.key("emailAddress")} {...form.getInputProps("emailAddress")} />
          <Textarea size="md" label="Address" description="Street, house number and landmark" autoComplete="street-address" required autosize minRows={2} key={form.key("address")} {...form.getInputProps("address")} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select label="State" data={STATE_OPTIONS} searchable required allowDeselect={false} comboboxProps={{ withinPortal: true }} key={form.key("stateOrRegion")} {...form.getInputProps("stateOrRegion")} />
            <TextInput label="Country" autoComplete="country-name" required key={form.key("country")} {...form.getInputProps("country")} />
            <TextInput label="City" description="Optional; helps price delivery" autoComplete="address-level2" key={form.key("city")} {...form.getInputProps("city")} />
            <TextInput label="LGA" description="Optional" key={form.key("LGA")} {...form.getInputProps("LGA")} />
          </SimpleGrid>
          {!address?.default ? (
            <Checkbox label="Make this my default address" key={form.key("default")} {...form.getInputProps("default", { type: "checkbox" })} />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {address ? "Save changes" : "Add address"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
