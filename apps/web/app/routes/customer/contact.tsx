import { Anchor, Container, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { ContactForm } from "../../features/contact";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [
  { title: "Contact us · Bitmarte" },
  { name: "description", content: "Questions about an order, selling on Bitmarte or anything else: send us a message." },
];

export default function ContactPage() {
  return (
    <Container size={640} py={{ base: "lg", sm: "xl" }}>
      <Stack gap="md">
        <PageHeader
          title="Contact us"
          description="Questions about an order, selling on Bitmarte, or anything else: write to us and we will answer by email, usually within one working day."
          mb={0}
        />
        <ContactForm />
        <Text size="sm" c="dimmed">
          Want to sell? See our{" "}
          <Anchor component={Link} to="/pricing">
            pricing plans
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
