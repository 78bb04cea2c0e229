import { MESSAGES, type Product } from "@bitmarte/contracts";
import { Avatar, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { IconPackage } from "@tabler/icons-react";
import { errorMessage } from "../../lib/api-client";

/** A product's first image, name and a dimmed detail line, for the first column of product tables. */
export function ProductCell({ product, detail }: { product: Product; detail: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={product.hostedImages[0]} alt="" radius="sm" size={40}>
        <IconPackage size={18} />
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} lineClamp={2}>
          {product.name}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Stack>
    </Group>
  );
}

/** A product list query's failure in the shape DataTable shows, with retry. */
export function productsLoadError(query: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => Promise<unknown> }) {
  return query.isError ? { message: errorMessage(query.error, MESSAGES.loadProductsFailed), onRetry: () => void query.refetch(), retrying: query.isFetching } : null;
}

interface StatusFilterProps {
  labelId: string;
  label: string;
  data: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

/** Approval status as a labelled segmented control beside a product table's search. */
export function StatusFilter({ labelId, label, data, value, onChange }: StatusFilterProps) {
  return (
    <Stack gap={4}>
      <Text component="span" size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={labelId} data={data} value={value} onChange={onChange} size="sm" />
    </Stack>
  );
}
