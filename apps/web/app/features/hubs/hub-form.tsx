import { type Hub, NIGERIAN_STATES } from "@bitmarte/contracts";
import { Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";

export interface HubFormValues {
  name: string;
  phoneNumber: string;
  email: string;
  description: string;
  address: { street: string; city: string; state: string; country: string; LGA: string };
}

export function hubFormValues(hub?: Hub | null): HubFormValues {
  return {
    name: hub?.name ?? "",
    phoneNumber: hub?.phoneNumber ?? "",
    email: hub?.email ?? "",
    description: hub?.description ?? "",
    address: {
      street: hub?.address.street ?? "",
      city: hub?.address.city ?? "",
      state: hub?.address.state ?? "",
      country: hub?.address.country || "Nigeria",
      LGA: hub?.address.LGA ?? "",
    },
  };
}

/** The request body of a hub form: blank optional fields are left out. */
export function hubBody(values: HubFormValues) {
  return {
    name: values.name,
    phoneNumber: values.phoneNumber,
    email: values.email.trim() ? values.email : undefined,
    description: values.description.trim() ? values.description : undefined,
    address: {
      ...values.address,
      state: values.address.state as (typeof NIGERIAN_STATES)[number],
      LGA: values.address.LGA.trim() ? values.address.LGA : undefined,
    },
  };
}

/** Name, contacts, address and description of a hub. */
export function HubFields({ form }: { form: UseFormReturnType<HubFormValues> }) {
  return (
    <Stack gap="md">
      <TextInput label="Hub name" required key={form.key("name")} {...form.getInputProps("name")} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Phone number" type="tel" autoComplete="tel" required key={form.key("phoneNumber")} {...form.getInputProps("phoneNumber")} />
        <TextInput label="Email address" type="email" description="Optional" key={form.key("email")} {...form.getInputProps("email")} />
      </SimpleGrid>
      <Fieldset legend="Hub address" radius="md" variant="filled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Street" required key={form.key("address.street")} {...form.getInputProps("address.street")} style={{ gridColumn: "1 / -1" }} />
          <TextInput label="City" required key={form.key("address.city")} {...form.getInputProps("address.city")} />
          <TextInput label="LGA" description="Optional" key={form.key("address.LGA")} {...form.getInputProps("address.LGA")} />
          <Select
            label="State"
            placeholder="Choose a state"
            data={[...NIGERIAN_STATES]}
            searchable
            required
            allowDeselect={false}
            key={form.key("address.state")}
            {...form.getInputProps("address.state")}
          />
          <TextInput label="Country" required key={form.key("address.country")} {...form.getInputProps("address.country")} />
        </SimpleGrid>
      </Fieldset>
      <Textarea
        label="Description"
        description="Optional. Opening hours, what the hub handles, how to find it."
        autosize
        minRows={2}
        maxRows={6}
        key={form.key("description")}
        {...form.getInputProps("description")}
      />
    </Stack>
  );
}
