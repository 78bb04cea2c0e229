import {
  CreateShippingDiscountBodySchema,
  CreateShippingLocationBodySchema,
  CreateVehicleBodySchema,
  NIGERIAN_STATES,
  SHIPPING_DISCOUNT_TYPES,
  SHIPPING_ZONES,
  type ShippingDiscount,
  type ShippingLocation,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  type Vehicle,
} from "@bitmarte/contracts";
import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { errorMessage, isApiError } from "../../lib/api-client";
import { notifySuccess } from "../../ui/notify";
import { type DiscountInput, type LocationInput, useSaveDiscount, useSaveLocation, useCreateSetupLocation, useSaveVehicle, type VehicleInput } from "./logistics.mutations";
import { hubsQuery } from "./logistics.queries";
import { VEHICLE_LABELS, ZONE_LABELS } from "./price-grid";

interface FormHandle {
  setFieldError: (path: string, message: string) => void;
}

function showServerErrors(form: FormHandle, error: unknown) {
  if (!isApiError(error)) return;
  for (const e of error.errors) form.setFieldError(e.path.replace(/^body\./, ""), e.message);
}

function FailureAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {errorMessage(error)}
    </Alert>
  );
}

function FormButtons({ onClose, saving, label }: { onClose: () => void; saving: boolean; label: string }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onClose} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {label}
      </Button>
    </Group>
  );
}

export const VEHICLE_STATUS_LABELS: Record<(typeof VEHICLE_STATUSES)[number], string> = {
  available: "Available",
  in_use: "In use",
  maintenance: "Maintenance",
  retired: "Retired",
};

// ---- vehicles ----

function vehicleValues(v: Vehicle | null) {
  return {
    name: v?.name ?? "",
    type: v?.type ?? "bike",
    plateNumber: v?.plateNumber ?? "",
    capacityKg: v?.capacityKg ?? 10,
    status: v?.status ?? "available",
    dispatcherId: v?.dispatcherId ?? null,
  } as VehicleInput;
}

export function VehicleFormModal({ opened, onClose, vehicle }: { opened: boolean; onClose: () => void; vehicle: Vehicle | null }) {
  const save = useSaveVehicle();
  const form = useForm<VehicleInput>({ initialValues: vehicleValues(vehicle), validate: schemaResolver(CreateVehicleBodySchema, { sync: true }) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: start again when the modal opens for another vehicle
  useEffect(() => {
    if (opened) {
      form.setValues(vehicleValues(vehicle));
      form.clearErrors();
      save.reset();
    }
  }, [opened, vehicle?.id]);

  const onSubmit = form.onSubmit((values) =>
    save.mutate(
      { id: vehicle?.id ?? null, body: CreateVehicleBodySchema.parse(values) },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onClose();
        },
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={vehicle ? "Edit vehicle" : "Add a vehicle"} radius="lg">
      <form onSubmit={onSubmit} noValidate aria-label={vehicle ? "Edit vehicle" : "Add a vehicle"}>
        <Stack gap="md">
          <FailureAlert error={save.error} />
          <TextInput label="Name" required {...form.getInputProps("name")} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select label="Type" required allowDeselect={false} data={VEHICLE_TYPES.map((t) => ({ value: t, label: VEHICLE_LABELS[t] }))} {...form.getInputProps("type")} />
            <TextInput label="Plate number" required styles={{ input: { textTransform: "uppercase" } }} {...form.getInputProps("plateNumber")} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput size="md" label="Capacity" suffix=" kg" min={1} thousandSeparator="," required {...form.getInputProps("capacityKg")} />
            <Select label="Status" allowDeselect={false} data={VEHICLE_STATUSES.map((s) => ({ value: s, label: VEHICLE_STATUS_LABELS[s] }))} {...form.getInputProps("status")} />
          </SimpleGrid>
          <FormButtons onClose={onClose} saving={save.isPending} label={vehicle ? "Save vehicle" : "Add vehicle"} />
        </Stack>
      </form>
    </Modal>
  );
}

// ---- locations (main API /shipping and second shipping API /shipping-location) ----

function locationValues(l: ShippingLocation | null) {
  return {
    country: l?.country ?? "Nigeria",
    state: l?.state ?? "",
    city: l?.city ?? "",
    hubId: l?.hubId ?? null,
    isActive: l?.isActive ?? true,
  } as LocationInput;
}

export function LocationFormModal({
  opened,
  onClose,
  location,
  api,
}: {
  opened: boolean;
  onClose: () => void;
  location: ShippingLocation | null;
  /** "main": POST /shipping (add only); "shipping": the second shipping API (add and edit). */
  api: "main" | "shipping";
}) {
  const saveSecond = useSaveLocation();
  const addMain = useCreateSetupLocation();
  const save = api === "main" ? addMain : saveSecond;
  const hubs = useQuery(hubsQuery());
  const form = useForm<LocationInput>({ initialValues: locationValues(location), validate: schemaResolver(CreateShippingLocationBodySchema, { sync: true }) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: start again when the modal opens for another location
  useEffect(() => {
    if (opened) {
      form.setValues(locationValues(location));
      form.clearErrors();
      addMain.reset();
      saveSecond.reset();
    }
  }, [opened, location?.id]);

  const done = {
    onSuccess: ({ message }: { message: string }) => {
      notifySuccess(message);
      onClose();
    },
    onError: (error: unknown) => showServerErrors(form, error),
  };
  const onSubmit = form.onSubmit((values) => {
    const body = CreateShippingLocationBodySchema.parse(values);
    if (api === "main") addMain.mutate(body, done);
    else saveSecond.mutate({ id: location?.id ?? null, body }, done);
  });

  return (
    <Modal opened={opened} onClose={onClose} title={location ? "Edit location" : "Add a delivery location"} radius="lg">
      <form onSubmit={onSubmit} noValidate aria-label={location ? "Edit location" : "Add a delivery location"}>
        <Stack gap="md">
          <FailureAlert error={save.error} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="City" required {...form.getInputProps("city")} />
            <Select label="State" required searchable allowDeselect={false} data={[...NIGERIAN_STATES]} {...form.getInputProps("state")} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="Country" required {...form.getInputProps("country")} />
            <Select
              label="Serving hub"
              placeholder={hubs.isPending ? "Loading hubs…" : "No hub"}
              clearable
              data={(hubs.data?.rows ?? []).map((h) => ({ value: h.id, label: `${h.name} (${h.address.city})` }))}
              {...form.getInputProps("hubId")}
            />
          </SimpleGrid>
          <Switch label="Deliveries open" {...form.getInputProps("isActive", { type: "checkbox" })} />
          <FormButtons onClose={onClose} saving={save.isPending} label={location ? "Save location" : "Add location"} />
        </Stack>
      </form>
    </Modal>
  );
}

// ---- shipping discounts (second shipping API) ----

function discountValues(d: ShippingDiscount | null) {
  return {
    name: d?.name ?? "",
    type: d?.type ?? "percent",
    value: d?.value ?? 10,
    zone: d?.zone ?? null,
    state: d?.state ?? null,
    minOrderAmount: d?.minOrderAmount ?? 0,
    startDate: d?.startDate ?? null,
    endDate: d?.endDate ?? null,
    isActive: d?.isActive ?? true,
  } as DiscountInput;
}

export function DiscountFormModal({ opened, onClose, discount }: { opened: boolean; onClose: () => void; discount: ShippingDiscount | null }) {
  const save = useSaveDiscount();
  const form = useForm<DiscountInput>({ initialValues: discountValues(discount), validate: schemaResolver(CreateShippingDiscountBodySchema, { sync: true }) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: start again when the modal opens for another discount
  useEffect(() => {
    if (opened) {
      form.setValues(discountValues(discount));
      form.clearErrors();
      save.reset();
    }
  }, [opened, discount?.id]);

  const onSubmit = form.onSubmit((values) =>
    save.mutate(
      { id: discount?.id ?? null, body: CreateShippingDiscountBodySchema.parse(values) },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onClose();
        },
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );
  const percent = form.values.type === "percent";

  return (
    <Modal opened={opened} onClose={onClose} title={discount ? "Edit shipping discount" : "New shipping discount"} radius="lg" size="lg">
      <form onSubmit={onSubmit} noValidate aria-label={discount ? "Edit shipping discount" : "New shipping discount"}>
        <Stack gap="md">
          <FailureAlert error={save.error} />
          <TextInput label="Name" required {...form.getInputProps("name")} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label="Type"
              allowDeselect={false}
              data={SHIPPING_DISCOUNT_TYPES.map((t) => ({ value: t, label: t === "percent" ? "Percentage off the fee" : "Amount off the fee" }))}
              {...form.getInputProps("type")}
            />
            <NumberInput size="md"
              label={percent ? "Percentage" : "Amount"}
              required
              min={0}
              max={percent ? 100 : undefined}
              decimalScale={2}
              thousandSeparator=","
              prefix={percent ? undefined : "₦"}
              suffix={percent ? "%" : undefined}
              {...form.getInputProps("value")}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select label="Zone" placeholder="All zones" clearable data={SHIPPING_ZONES.map((z) => ({ value: z, label: ZONE_LABELS[z] }))} {...form.getInputProps("zone")} />
            <Select label="Delivery state" placeholder="All states" clearable searchable data={[...NIGERIAN_STATES]} {...form.getInputProps("state")} />
          </SimpleGrid>
          <NumberInput size="md" label="Minimum order amount" prefix="₦" thousandSeparator="," min={0} decimalScale={2} {...form.getInputProps("minOrderAmount")} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DatePickerInput size="md" label="Start date" placeholder="Right away" clearable valueFormat="D MMM YYYY" {...form.getInputProps("startDate")} popoverProps={{ withinPortal: true }} />
            <DatePickerInput size="md"
              label="End date"
              placeholder="No end date"
              clearable
              valueFormat="D MMM YYYY"
              minDate={form.values.startDate ?? undefined}
              {...form.getInputProps("endDate")}
              popoverProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <Switch label="Active" {...form.getInputProps("isActive", { type: "checkbox" })} />
          <FormButtons onClose={onClose} saving={save.isPending} label={discount ? "Save discount" : "Create discount"} />
        </Stack>
      </form>
    </Modal>
  );
}
