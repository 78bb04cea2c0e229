import { Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBuildingStore, IconCategory, IconDiscount2, IconPackage, IconRotateClockwise, IconShieldCheck, IconTruckDelivery } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../ui/empty-state";

const PROMISES = [
  {
    icon: IconShieldCheck,
    title: "Approved stores",
    text: "Every store is reviewed by the Bitmarte team before it can sell.",
  },
  {
    icon: IconTruckDelivery,
    title: "Tracked delivery",
    text: "Follow each order from the store to your door.",
  },
  {
    icon: IconRotateClockwise,
    title: "Returns and replacements",
    text: "Ask for a refund or a replacement from your order page.",
  },
];

const STEPS = [
  { title: "Find it", text: "Browse products from stores Bitmarte has approved." },
  { title: "Pay once", text: "One checkout for items from several stores." },
  { title: "Track it", text: "See every step until the order reaches you." },
];

function HowItWorks() {
  return (
    <Paper
      radius="lg"
      p="xl"
      visibleFrom="md"
      bg="rgba(255,255,255,0.08)"
      style={{ border: "1px solid rgba(255,255,255,0.18)", backdropFilter: "blur(2px)" }}
      w={340}
      aria-labelledby="how-it-works"
    >
      <Text id="how-it-works" fw={700} c="white" mb="md" tt="uppercase" fz="xs" style={{ letterSpacing: "0.08em" }}>
        How Bitmarte works
      </Text>
      <Stack gap="lg" component="ol" m={0} p={0} style={{ listStyle: "none" }}>
        {STEPS.map((step, i) => (
          <Group key={step.title} component="li" align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={32} radius="xl" color="white" c="brand.9" aria-hidden>
              <Text fw={800} fz="sm" inherit>
                {i + 1}
              </Text>
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={700} c="white">
                {step.title}
              </Text>
              <Text size="sm" c="brand.0">
                {step.text}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

function Hero() {
  return (
    <Box
      style={{
        background: "linear-gradient(135deg, var(--mantine-color-brand-9) 0%, var(--mantine-color-brand-7) 100%)",
      }}
      c="white"
      py={{ base: 40, sm: 72 }}
    >
      <Container size="lg">
        <Group justify="space-between" align="center" wrap="nowrap" gap={48}>
          <Stack gap="lg" maw={620}>
            <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15} style={{ letterSpacing: "-0.02em" }}>
              Shop from trusted independent stores, all in one place
            </Title>
            <Text fz={{ base: "md", sm: "lg" }} c="brand.0">
              Bitmarte brings together approved merchants across Nigeria. One cart, one checkout, and delivery tracked
              from the store to your door.
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/signup" size="md" color="white" c="brand.9" variant="filled">
                Create an account
              </Button>
              <Button component={Link} to="/merchant/signup" size="md" variant="outline" color="white">
                Sell on Bitmarte
              </Button>
            </Group>
          </Stack>
          <HowItWorks />
        </Group>
      </Container>
    </Box>
  );
}

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Stack gap="md" component="section" aria-labelledby={id} h="100%">
      <Title order={2} fz={{ base: 20, sm: 24 }} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The storefront home. Catalogue sections stay honest empty states until products exist. */
export function StorefrontHome() {
  return (
    <>
      <Hero />
      <Container size="lg" py={{ base: "xl", sm: 48 }}>
        <Stack gap={48}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {PROMISES.map((p) => (
              <Group key={p.title} align="flex-start" wrap="nowrap" gap="md">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  <p.icon size={24} stroke={1.7} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={700}>{p.title}</Text>
                  <Text size="sm" c="dimmed">
                    {p.text}
                  </Text>
                </Stack>
              </Group>
            ))}
          </SimpleGrid>

          <Section title="Shop by category" id="home-categories">
            <EmptyState
              icon={<IconCategory size={28} stroke={1.6} />}
              title="Categories are coming soon"
              description="Browse by department once the catalogue opens."
            />
          </Section>

          <Section title="Today's deals" id="home-deals">
            <EmptyState
              icon={<IconDiscount2 size={28} stroke={1.6} />}
              title="Products are coming soon"
              description="Deals and discounted offers from our stores will show here."
            />
          </Section>

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Section title="New arrivals" id="home-new">
              <EmptyState
                icon={<IconPackage size={28} stroke={1.6} />}
                title="Products are coming soon"
                description="The newest products from approved stores will appear here."
                fill
              />
            </Section>
            <Section title="Official stores" id="home-official">
              <EmptyState
                icon={<IconBuildingStore size={28} stroke={1.6} />}
                title="Stores are coming soon"
                description="Brands' official outlets will be listed here."
                fill
              />
            </Section>
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  );
}
