import { LoginSchema } from "@bitmarte/contracts";
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconInfoCircle } from "@tabler/icons-react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { type Area, safeRedirect } from "../../lib/areas";
import { AuthCard } from "../../ui/auth-card";
import { isApiError } from "../../lib/api-client";
import { useLogin, useResendConfirmation } from "./auth.mutations";
import { applyServerFieldErrors, FormErrorAlert } from "./form-errors";
import type { LoginNotice } from "./require-session";

const TITLES: Record<Area["userType"], { title: string; description: string }> = {
  customer: { title: "Log in", description: "Welcome back. Log in to see your account and orders." },
  merchant: { title: "Log in to your store", description: "Store owners and staff log in here." },
  admin: { title: "Admin log in", description: "For Bitmarte admins, super admins, dispatchers and schedulers." },
  partner: { title: "Shipping partner log in", description: "See and update the orders assigned to you." },
};

export function LoginScreen({ area, withBrand = false }: { area: Area; withBrand?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const notice = (location.state as LoginNotice | null)?.notice;
  const login = useLogin(area.userType);
  const resend = useResendConfirmation(area.userType);
  const unconfirmed = isApiError(login.error) && login.error.code === "EMAIL_NOT_CONFIRMED" && (area.userType === "customer" || area.userType === "merchant");

  const form = useForm({
    initialValues: { email: "", password: "" },
    validate: schemaResolver(LoginSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const onSubmit = form.onSubmit((values) => {
    login.mutate(LoginSchema.parse(values), {
      onSuccess: () => navigate(safeRedirect(area, searchParams.get("redirectTo")), { replace: true }),
      onError: (error) => applyServerFieldErrors(form, error),
    });
  });

  const copy = TITLES[area.userType];

  return (
    <AuthCard
      title={copy.title}
      description={copy.description}
      withBrand={withBrand}
      area={area.userType === "customer" ? undefined : area.label}
      brandTo={area.userType === "customer" ? "/" : area.login}
      footer={
        area.signup ? (
          <Text size="sm">
            {area.userType === "partner" ? "Want to deliver for Bitmarte?" : "New to Bitmarte?"}{" "}
            <Anchor component={Link} to={area.signup} fw={600}>
              {area.userType === "merchant" ? "Open a store" : area.userType === "partner" ? "Apply to become a partner" : "Create an account"}
            </Anchor>
          </Text>
        ) : null
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={copy.title}>
        <Stack gap="md">
          {notice && !login.error ? (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
              {notice}
            </Alert>
          ) : null}
          <FormErrorAlert error={login.error} />
          {unconfirmed ? (
            resend.isSuccess ? (
              <Alert color="teal" variant="light" role="status">
                {resend.data}
              </Alert>
            ) : (
              <Button
                variant="light"
                onClick={() => resend.mutate({ email: form.getValues().email })}
                loading={resend.isPending}
              >
                Send the confirmation link again
              </Button>
            )
          ) : null}
          <FormErrorAlert error={resend.error} />
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            required
            withAsterisk={false}
            key={form.key("email")}
            {...form.getInputProps("email")}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            withAsterisk={false}
            key={form.key("password")}
            {...form.getInputProps("password")}
          />
          <Anchor component={Link} to={area.forgotPassword} size="sm" style={{ alignSelf: "flex-end" }}>
            Forgot password?
          </Anchor>
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            Log in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
