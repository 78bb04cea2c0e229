import { ChangePasswordSchema, ForgotPasswordSchema, ResetPasswordSchema } from "@bitmarte/contracts";
import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { Link } from "react-router";
import { z } from "zod";
import type { Area } from "../../lib/areas";
import { AuthCard } from "../../ui/auth-card";
import { ConfirmPasswordInput, NewPasswordInput } from "./account-fields";
import { isApiError } from "../../lib/api-client";
import { useChangePassword, useForgotPassword, useResetPassword } from "./auth.mutations";
import { useResetLinkCheck } from "./auth.queries";
import { applyServerFieldErrors, FormErrorAlert } from "./form-errors";
import { SuccessAlert, SuccessNotice } from "./result-notices";

const MISMATCH = "Passwords do not match";

const ResetFormSchema = ResetPasswordSchema.extend({ confirmPassword: z.string() }).refine(
  (v) => v.password === v.confirmPassword,
  { path: ["confirmPassword"], message: MISMATCH },
);

const ChangeFormSchema = ChangePasswordSchema.extend({ confirmPassword: z.string() }).refine(
  (v) => v.newPassword === v.confirmPassword,
  { path: ["confirmPassword"], message: MISMATCH },
);

function brandProps(area: Area, withBrand: boolean) {
  return { withBrand, area: area.userType === "customer" ? undefined : area.label, brandTo: area.login };
}

function BackToLogin({ area }: { area: Area }) {
  return (
    <Anchor component={Link} to={area.login} size="sm" fw={600}>
      Back to log in
    </Anchor>
  );
}

/** Forgot password for one user type: the request runs only with both the email and the type (spec §5). */
export function ForgotPasswordScreen({ area, withBrand = false }: { area: Area; withBrand?: boolean }) {
  const forgot = useForgotPassword(area.userType);
  const form = useForm({
    initialValues: { email: "" },
    validate: schemaResolver(ForgotPasswordSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const onSubmit = form.onSubmit((values) => {
    forgot.mutate(ForgotPasswordSchema.parse(values), { onError: (error) => applyServerFieldErrors(form, error) });
  });

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to set a new password."
      footer={<BackToLogin area={area} />}
      {...brandProps(area, withBrand)}
    >
      {forgot.isSuccess ? (
        <SuccessAlert message={forgot.data} />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Reset your password">
          <Stack gap="md">
            <FormErrorAlert error={forgot.error} />
            <TextInput label="Email address" type="email" autoComplete="email" required key={form.key("email")} {...form.getInputProps("email")} />
            <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}

export function ResetPasswordScreen({ area, token, withBrand = false }: { area: Area; token: string; withBrand?: boolean }) {
  const reset = useResetPassword(area.userType, token);
  // A used or expired link says so at once, not after the new password was typed twice.
  const check = useResetLinkCheck(area.userType, token);
  const deadLink = check.isError && isApiError(check.error) && check.error.status === 422;
  const form = useForm({
    initialValues: { password: "", confirmPassword: "" },
    validate: schemaResolver(ResetFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  if (reset.isSuccess) {
    return (
      <SuccessNotice
        title="Password updated"
        message={reset.data}
        action={
          <Button component={Link} to={area.login} fullWidth>
            Log in
          </Button>
        }
        {...brandProps(area, withBrand)}
      />
    );
  }

  if (deadLink && !reset.isSuccess) {
    return (
      <AuthCard title="This link no longer works" footer={<BackToLogin area={area} />} {...brandProps(area, withBrand)}>
        <Stack gap="md">
          <FormErrorAlert error={check.error} />
          <Text size="sm">Reset links work once and expire after a while. Ask for a new one and use the newest mail.</Text>
          <Button component={Link} to={area.forgotPassword} fullWidth>
            Request a new link
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const onSubmit = form.onSubmit((values) => {
    reset.mutate({ password: values.password }, { onError: (error) => applyServerFieldErrors(form, error) });
  });

  return (
    <AuthCard
      title="Choose a new password"
      description="Your new password replaces the old one on every device."
      footer={<BackToLogin area={area} />}
      {...brandProps(area, withBrand)}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        <Stack gap="md">
          <FormErrorAlert error={reset.error} />
          {reset.error ? (
            <Text size="sm" c="dimmed">
              Links expire after a while.{" "}
              <Anchor component={Link} to={area.forgotPassword}>
                Request a new link
              </Anchor>
              .
            </Text>
          ) : null}
          <NewPasswordInput label="New password" key={form.key("password")} {...form.getInputProps("password")} />
          <ConfirmPasswordInput key={form.key("confirmPassword")} {...form.getInputProps("confirmPassword")} />
          <Button type="submit" size="md" fullWidth loading={reset.isPending}>
            Set new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

/** Change password for the signed-in user (POST /auth/user/change-password). */
export function ChangePasswordForm({ area }: { area: Area }) {
  const change = useChangePassword(area.userType);
  const form = useForm({
    initialValues: { oldPassword: "", newPassword: "", confirmPassword: "" },
    validate: schemaResolver(ChangeFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const onSubmit = form.onSubmit((values) => {
    change.mutate(
      { oldPassword: values.oldPassword, newPassword: values.newPassword },
      {
        onSuccess: () => form.reset(),
        onError: (error) => applyServerFieldErrors(form, error),
      },
    );
  });

  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="lg" maw={520}>
      <form onSubmit={onSubmit} noValidate aria-label="Change password">
        <Stack gap="md">
          <FormErrorAlert error={change.error} />
          {change.isSuccess ? <SuccessAlert message={change.data} /> : null}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            key={form.key("oldPassword")}
            {...form.getInputProps("oldPassword")}
          />
          <NewPasswordInput label="New password" key={form.key("newPassword")} {...form.getInputProps("newPassword")} />
          <ConfirmPasswordInput key={form.key("confirmPassword")} {...form.getInputProps("confirmPassword")} />
          <Button type="submit" size="md" loading={change.isPending} style={{ alignSelf: "flex-start" }}>
            Change password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
