import { Alert, Button, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck, IconMailCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AuthCard } from "../../ui/auth-card";

interface NoticeProps {
  withBrand?: boolean;
  area?: string;
}

export function CheckEmailNotice({ email, message, loginTo, ...brand }: NoticeProps & { email: string; message: string; loginTo: string }) {
  return (
    <AuthCard title="Check your email" withBrand={brand.withBrand} area={brand.area} brandTo={loginTo}>
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconMailCheck size={32} stroke={1.6} />
        </ThemeIcon>
        <Text role="status" data-testid="form-success">
          {message}
        </Text>
        <Text size="sm" c="dimmed">
          We sent a confirmation link to <strong>{email}</strong>.
        </Text>
        <Button component={Link} to={loginTo} variant="light" fullWidth>
          Go to log in
        </Button>
      </Stack>
    </AuthCard>
  );
}

export function SuccessNotice({
  title,
  message,
  action,
  ...brand
}: NoticeProps & { title: string; message: string; action: ReactNode; brandTo?: string }) {
  return (
    <AuthCard title={title} withBrand={brand.withBrand} area={brand.area} brandTo={brand.brandTo}>
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconCircleCheck size={32} stroke={1.6} />
        </ThemeIcon>
        <Text role="status" data-testid="form-success">
          {message}
        </Text>
        {action}
      </Stack>
    </AuthCard>
  );
}

/** The server's message after a form succeeded, shown in place. */
export function SuccessAlert({ message }: { message: string }) {
  return (
    <Alert color="brand" variant="light" icon={<IconCircleCheck size={18} />} role="status" data-testid="form-success">
      {message}
    </Alert>
  );
}
