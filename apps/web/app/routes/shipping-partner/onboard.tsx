import { Anchor, Box, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { BankAccountFields } from "../../features/banks";
import { PartnerApplicationForm } from "../../features/partners";
import { AREAS } from "../../lib/areas";
import { BrandMark } from "../../ui/brand-mark";

export const meta = () => [
  { title: "Become a shipping partner · Bitmarte" },
  { name: "description", content: "Apply to deliver Bitmarte orders: company details, bank account and a signed certification." },
];

/** Public: a shipping company applies to deliver for Bitmarte (POST /partners/onboard). */
export default function ShippingPartnerOnboard() {
  return (
    <Box mih="100dvh" bg="gray.0" component="main" pb="xl">
      <Container size={820} px={{ base: "sm", sm: "md" }} pt={{ base: "md", sm: "xl" }}>
        <Stack gap="lg">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <BrandMark to={AREAS.partner.login} area="Shipping partner" compactArea />
            <Text size="sm" ta="right">
              Already a partner?{" "}
              <Anchor component={Link} to={AREAS.partner.login} fw={600}>
                Log in
              </Anchor>
            </Text>
          </Group>
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              Become a shipping partner
            </Title>
            <Text c="dimmed" size="sm" maw={620}>
              Deliver Bitmarte orders across Nigeria. Tell us about your company, where we should pay you, and sign the application. An admin reviews it
              and we email you a link to set your password.
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: "md", sm: "xl" }}>
            <PartnerApplicationForm mode="apply" renderBankFields={(props) => <BankAccountFields {...props} />} loginTo={AREAS.partner.login} />
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
