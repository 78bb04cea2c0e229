import { NIGERIAN_STATES } from "@bitmarte/contracts";
import { Fieldset, Select, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { AddressStepValues } from "./onboarding-model";

const STATE_OPTIONS = [...NIGERIAN_STATES];

type AddressPath = "homeAddress" | "physicalLocation" | "pickupLocation";

/** Street, LGA, city, state and country of one of the onboarding addresses. */
export function AddressFields({
  form,
  path,
  legend,
  cityRequired = true,
  lgaRequired = false,
}: {
  form: UseFormReturnType<AddressStepValues>;
  path: AddressPath;
  legend: string;
  cityRequired?: boolean;
  lgaRequired?: boolean;
}) {
  const field = (name: string) => `${path}.${name}`;
  return (
    <Fieldset legend={legend} radius="md" variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Street address" required autoComplete="street-address" key={form.key(field("street"))} {...form.getInputProps(field("street"))} style={{ gridColumn: "1 / -1" }} />
        <TextInput label="City or town" required={cityRequired} key={form.key(field("city"))} {...form.getInputProps(field("city"))} />
        <TextInput label="LGA" description="Local government area" required={lgaRequired} key={form.key(field("LGA"))} {...form.getInputProps(field("LGA"))} />
        <Select label="State" placeholder="Choose a state" data={STATE_OPTIONS} searchable required allowDeselect={false} key={form.key(field("state"))} {...form.getInputProps(field("state"))} />
        <TextInput label="Country" required autoComplete="country-name" key={form.key(field("country"))} {...form.getInputProps(field("country"))} />
      </SimpleGrid>
    </Fieldset>
  );
}
