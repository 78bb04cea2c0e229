import type { Product } from "@bitmarte/contracts";
import { Button, Group, Modal, NumberInput, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { FormFailure } from "../../ui/form-errors";
import { notifySuccess } from "../../ui/notify";
import { useUpdateInventory } from "./products.mutations";

type Quantities = Record<string, number | string>;

const PRODUCT_KEY = "product";

function initial(product: Product): Quantities {
  if (product.variant.length === 0) return { [PRODUCT_KEY]: product.quantity };
  return Object.fromEntries(product.variant.map((v) => [v.id, v.quantity]));
}

/**
 * Quick stock update (PATCH /products/update-product-inventory): one number for a simple product,
 * one per variant otherwise; only changed numbers are sent.
 */
export function StockUpdateModal({ product, onClose }: { product: Product | null; onClose: () => void }) {
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      title={product ? `Update stock: ${product.name}` : "Update stock"}
      centered
      radius="lg"
      size={product && product.variant.length > 0 ? "lg" : "sm"}
    >
      {product ? <StockForm key={product.id} product={product} onClose={onClose} /> : null}
    </Modal>
  );
}

/** One product's stock inputs; keyed by product, so each opening starts from the saved numbers. */
function StockForm({ product, onClose }: { product: Product; onClose: () => void }) {
  const update = useUpdateInventory();
  const [values, setValues] = useState<Quantities>(() => initial(product));

  const before = initial(product);
  const changed = Object.entries(values).filter(([key, v]) => typeof v === "number" && v !== before[key]);

  const save = async () => {
    let message = "";
    try {
      for (const [key, quantity] of changed) {
        const result = await update.mutateAsync({
          productId: product.id,
          variantId: key === PRODUCT_KEY ? undefined : key,
          quantity: quantity as number,
        });
        message = result.message;
      }
      if (message) notifySuccess(message);
      onClose();
    } catch {
      // The failure shows in the modal.
    }
  };

  const input = (key: string, label: string, hideLabel = false) => (
    <NumberInput
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      value={values[key] ?? ""}
      onChange={(v) => setValues((current) => ({ ...current, [key]: v }))}
      min={0}
      max={1_000_000}
      allowDecimal={false}
     
      w={hideLabel ? 110 : undefined}
      size="sm"
    />
  );

  return (
      <Stack gap="md">
        <FormFailure error={update.error} />
        {product.variant.length === 0 ? (
          input(PRODUCT_KEY, "Units in stock")
        ) : (
          <Table verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Variant</Table.Th>
                <Table.Th>SKU</Table.Th>
                <Table.Th>In stock</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {product.variant.map((v) => {
                const name = [v.size, v.color].filter(Boolean).join(" / ") || v.sku;
                return (
                  <Table.Tr key={v.id}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {v.sku}
                      </Text>
                    </Table.Td>
                    <Table.Td>{input(v.id, `Units in stock for ${name}`, true)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        <Text size="xs" c="dimmed">
          Alert at {product.stockAlertUnits} units or fewer.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button onClick={save} loading={update.isPending} disabled={changed.length === 0}>
            Save stock
          </Button>
        </Group>
      </Stack>
  );
}
