import type { CustomerShippingAddress } from "@bitmarte/contracts";
import { Badge, Group, Stack, Text } from "@mantine/core";
import { addressPlace } from "./address-place";

export { addressPlace } from "./address-place";

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
