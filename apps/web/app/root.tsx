import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { createQueryClient } from "./lib/query-client";
import "./app.css";
import { ButtonLink, Container, lightClasses } from "./ui/light";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: Route.MetaFunction = () => [
  { title: "Bitmarte — shop from trusted stores" },
  { name: "description", content: "Bitmarte is a marketplace where independent stores sell to customers across Nigeria." },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The colour-scheme attribute is the one Mantine's stylesheet keys its variables on (dashboards).
    <html lang="en" data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#00775b" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
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
    <Container style={{ maxWidth: 640, paddingBlock: 80 }}>
      <div className={lightClasses.state}>
        <h1 className={lightClasses.stateTitle}>{title}</h1>
        <p className={lightClasses.stateText}>{message}</p>
        <div className={lightClasses.stateActions}>
          <ButtonLink to="/">Go to the home page</ButtonLink>
        </div>
      </div>
    </Container>
  );
}
