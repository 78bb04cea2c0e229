import { Anchor, Group, Text, ThemeIcon } from "@mantine/core";
import { IconShoppingBag } from "@tabler/icons-react";
import { Link } from "react-router";

export interface BrandMarkProps {
  /** Where the mark links to. */
  to?: string;
  /** Small label after the name, e.g. "Merchant". */
  area?: string;
  size?: "sm" | "md";
  /** Hide the area label on extra-small screens (tight headers). */
  compactArea?: boolean;
}

export function BrandMark({ to = "/", area, size = "md", compactArea = false }: BrandMarkProps) {
  const icon = size === "sm" ? 28 : 34;
  return (
    <Anchor
      component={Link}
      to={to}
      underline="never"
      c="inherit"
      aria-label={area ? `Bitmarte ${area} home` : "Bitmarte home"}
      style={{ display: "inline-flex", borderRadius: "var(--mantine-radius-sm)" }}
    >
      <Group gap={8} wrap="nowrap">
      <ThemeIcon size={icon} radius="md" aria-hidden>
        <IconShoppingBag size={icon * 0.6} stroke={2} />
      </ThemeIcon>
      <Text fw={800} fz={size === "sm" ? "lg" : "xl"} c="brand.9" lh={1} style={{ letterSpacing: "-0.02em" }}>
        Bitmarte
      </Text>
      {area ? (
        <Text fz="sm" fw={600} c="dimmed" lh={1} visibleFrom={compactArea ? "xs" : undefined}>
          {area}
        </Text>
      ) : null}
      </Group>
    </Anchor>
  );
}
