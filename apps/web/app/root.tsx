import { Button, Container, MantineProvider, mantineHtmlProps, Stack, Text, Title } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import mantineNotificationStyles from "@mantine/notifications/styles.css?url";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { createQueryClient } from "./lib/query-client";
import { theme } from "./ui/theme";
import appStyles from "./app.css?url";
import mantineStorefrontStyles from "./ui/mantine-storefront.css?url";
import lightTokens from "./ui/light/tokens.css?url";


export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: mantineStorefrontStyles },
  { rel: "stylesheet", href: lightTokens },
  { rel: "stylesheet", href: mantineNotificationStyles },
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: Route.MetaFunction = () => [
  { title: "Bitmarte — shop from trusted stores" },
  { name: "description", content: "Bitmarte is a marketplace where independent stores sell to customers across Nigeria." },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#00775b" />
        <Meta />
        <Links />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
          <Notifications position="top-right" zIndex={2000} />
          {children}
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let message = "An unexpected error occurred. Please try again.";
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      title = "Page not found";
      message = "The page you are looking for does not exist or has moved.";
    } else {
      title = `${error.status} ${error.statusText}`;
    }
  } else if (import.meta.env.DEV && error instanceof Error) {
    message = error.message;
  }
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
