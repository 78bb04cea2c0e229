import { Button, Loader, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import type { Area } from "../../lib/areas";
import { AuthCard } from "../../ui/auth-card";
import { useConfirmEmail } from "./auth.queries";

/** Confirms the email address from a mail link and shows the server's answer. */
export function ConfirmEmailScreen({ area, token, withBrand = false }: { area: Area; token: string; withBrand?: boolean }) {
  const kind = area.userType === "merchant" ? "merchant" : "customer";
  const confirmation = useConfirmEmail(kind, token);
  const brand = { withBrand, area: area.userType === "customer" ? undefined : area.label, brandTo: area.login };

  if (confirmation.isSuccess) {
    return (
      <AuthCard title="Email confirmed" {...brand}>
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <IconCircleCheck size={32} stroke={1.6} />
          </ThemeIcon>
          <Text role="status" data-testid="form-success">
            {confirmation.data}
          </Text>
          <Button component={Link} to={area.login} fullWidth>
            Log in
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (confirmation.isError) {
    const retryable = isApiError(confirmation.error) && (confirmation.error.isNetworkError || confirmation.error.status >= 500);
    return (
      <AuthCard title="We could not confirm your email" {...brand}>
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="red" aria-hidden>
            <IconAlertTriangle size={32} stroke={1.6} />
          </ThemeIcon>
          <Text role="alert" data-testid="form-error">
            {errorMessage(confirmation.error)}
          </Text>
          {retryable ? (
            <Button variant="light" onClick={() => confirmation.refetch()} loading={confirmation.isFetching} fullWidth>
              Try again
            </Button>
          ) : null}
          <Button component={Link} to={area.login} variant={retryable ? "subtle" : "filled"} fullWidth>
            Go to log in
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Confirming your email" {...brand}>
      <Stack gap="md" align="center" py="md" role="status" aria-live="polite">
        <Loader />
        <Text c="dimmed" size="sm">
          One moment while we confirm your email address…
        </Text>
      </Stack>
    </AuthCard>
  );
}
