import type { CustomerShippingAddress } from "@bitmarte/contracts";
import { Badge, Group, Stack, Text } from "@mantine/core";

/** City, LGA, state and country: the parts given. */
export const addressPlace = (a: Pick<CustomerShippingAddress, "city" | "LGA" | "stateOrRegion" | "country">): string =>
  [a.city, a.LGA, a.stateOrRegion, a.country].filter(Boolean).join(", ");

/** The lines of an address, as a customer reads it. */
export function AddressLines({ address }: { address: CustomerShippingAddress }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Group gap="xs">
        <Text fw={600} size="sm">
          {address.fullName}
        </Text>
        {address.default ? (
          <Badge size="sm" variant="light" tt="none" data-testid="default-badge">
            Default
          </Badge>
        ) : null}
      </Group>
      <Text size="sm">{address.address}</Text>
      <Text size="sm">
        {addressPlace(address)}
      </Text>
      <Text size="xs" c="dimmed">
        {address.phoneNumber} · {address.emailAddress}
      </Text>
    </Stack>
  );
}
