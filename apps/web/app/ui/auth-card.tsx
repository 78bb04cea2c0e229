import { Box, Center, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { BrandMark } from "./brand-mark";

export interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card: "No account? Sign up", "Back to log in". */
  footer?: ReactNode;
  /** Show the brand above the card (pages without a site header). */
  withBrand?: boolean;
  brandTo?: string;
  area?: string;
  /** Wider card for longer forms such as sign-up. */
  wide?: boolean;
}

/** The centred card every sign-in, sign-up and password page uses. */
export function AuthCard({ title, description, children, footer, withBrand, brandTo, area, wide }: AuthCardProps) {
  return (
    <Center py={{ base: "lg", sm: 48 }} px="md">
      <Box w="100%" maw={wide ? 560 : 440}>
        {withBrand ? (
          <Center mb="lg">
            <BrandMark to={brandTo} area={area} />
          </Center>
        ) : null}
        <Paper withBorder shadow="sm" p={{ base: "lg", sm: 32 }} radius="lg">
          <Stack gap={4} mb="lg">
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {title}
            </Title>
            {description ? (
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Paper>
        {footer ? (
          <Stack gap={6} mt="md" align="center" ta="center">
            {footer}
          </Stack>
        ) : null}
      </Box>
    </Center>
  );
}

/** Full-height tinted page that hosts an AuthCard outside the storefront layout. */
export function AuthPage({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0" component="main">
      {children}
    </Box>
  );
}
