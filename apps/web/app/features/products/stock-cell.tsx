import type { Product } from "@bitmarte/contracts";
import { ActionIcon, Badge, Group, Tooltip } from "@mantine/core";
import { IconStack2 } from "@tabler/icons-react";
import { stockLevel } from "./product-status";

/** Units in stock, highlighted when at or below the product's alert level, with the quick update button. */
export function StockCell({ product, onUpdate }: { product: Product; onUpdate?: () => void }) {
  const level = stockLevel(product.quantity, product.stockAlertUnits);
  const color = level === "out" ? "red" : level === "low" ? "orange" : "gray";
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Badge
        color={color}
        variant={level === "ok" ? "outline" : "light"}
        radius="sm"
        tt="none"
        styles={{ root: { flexShrink: 0, maxWidth: "none" }, label: { overflow: "visible" } }}
        data-testid="stock-level"
        data-level={level}
        title={level === "ok" ? undefined : `Alert at ${product.stockAlertUnits} or fewer`}
      >
        {level === "out" ? "Out of stock" : `${product.quantity.toLocaleString("en-NG")}${level === "low" ? " · low" : ""}`}
      </Badge>
      {onUpdate ? (
        <Tooltip label="Update stock">
          <ActionIcon variant="subtle" onClick={onUpdate} aria-label={`Update stock of ${product.name}`}>
            <IconStack2 size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

