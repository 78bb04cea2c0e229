import { Anchor, Box, Container, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";

const LINKS = [
  { label: "Sell on Bitmarte", to: "/pricing" },
  { label: "Merchant log in", to: "/merchant/login" },
  { label: "Shipping partners", to: "/shipping-partner/login" },
  { label: "Contact us", to: "/contact" },
];

export function SiteFooter() {
  return (
    <Box component="footer" bg="gray.0" py="xl" mt="auto" style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}>
      <Container size="lg">
        <Stack gap="sm">
          <Group gap="lg" wrap="wrap" component="nav" aria-label="Footer">
            {LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="gray.7">
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} Bitmarte. A marketplace for independent stores.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
