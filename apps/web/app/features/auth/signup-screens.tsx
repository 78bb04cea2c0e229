import { CustomerSignupSchema, MerchantSignupSchema } from "@bitmarte/contracts";
import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { Link } from "react-router";
import { type Area, AREAS } from "../../lib/areas";
import { AuthCard } from "../../ui/auth-card";
import { NameAndEmailFields, NewPasswordInput } from "./account-fields";
import { useCustomerSignup, useMerchantSignup } from "./auth.mutations";
import { applyServerFieldErrors, FormErrorAlert } from "./form-errors";
import { CheckEmailNotice } from "./result-notices";

function LoginLink({ area }: { area: Area }) {
  return (
    <Text size="sm">
      Already have an account?{" "}
      <Anchor component={Link} to={area.login} fw={600}>
        Log in
      </Anchor>
    </Text>
  );
}

export function CustomerSignupScreen() {
  const area = AREAS.customer;
  const signup = useCustomerSignup();
  const form = useForm({
    initialValues: { firstName: "", lastName: "", email: "", phoneNumber: "", password: "" },
    validate: schemaResolver(CustomerSignupSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  if (signup.isSuccess) {
    return <CheckEmailNotice email={signup.data.email} message={signup.data.message} loginTo={area.login} />;
  }

  const onSubmit = form.onSubmit((values) => {
    const parsed = CustomerSignupSchema.parse(values);
    signup.mutate(
      { ...parsed, phoneNumber: parsed.phoneNumber || undefined },
      { onError: (error) => applyServerFieldErrors(form, error) },
    );
  });

  return (
    <AuthCard
      title="Create your account"
      description="Shop from trusted stores, track your orders and manage returns in one place."
      wide
      footer={<LoginLink area={area} />}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Create your account">
        <Stack gap="md">
          <FormErrorAlert error={signup.error} />
          <NameAndEmailFields form={form} />
          <TextInput
            label="Phone number"
            description="Optional. Used by delivery partners to reach you."
            type="tel"
            autoComplete="tel"
            key={form.key("phoneNumber")}
            {...form.getInputProps("phoneNumber")}
          />
          <NewPasswordInput label="Password" key={form.key("password")} {...form.getInputProps("password")} />
          <Button type="submit" size="md" fullWidth loading={signup.isPending}>
            Create account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

export function MerchantSignupScreen() {
  const area = AREAS.merchant;
  const signup = useMerchantSignup();
  const form = useForm({
    initialValues: {
      firstName: "",
      lastName: "",
      email: "",
      phoneNumber: "",
      storeName: "",
      isRegisteredBusiness: false,
      password: "",
    },
    validate: schemaResolver(MerchantSignupSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  if (signup.isSuccess) {
    return <CheckEmailNotice email={signup.data.email} message={signup.data.message} loginTo={area.login} withBrand area={area.label} />;
  }

  const onSubmit = form.onSubmit((values) => {
    signup.mutate(MerchantSignupSchema.parse(values), { onError: (error) => applyServerFieldErrors(form, error) });
  });

  return (
    <AuthCard
      title="Open your store"
      description="Create a merchant account. Your store goes live once Bitmarte approves it."
      wide
      withBrand
      area={area.label}
      brandTo={area.login}
      footer={<LoginLink area={area} />}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Open your store">
        <Stack gap="md">
          <FormErrorAlert error={signup.error} />
          <NameAndEmailFields form={form} />
          <TextInput label="Phone number" type="tel" autoComplete="tel" required key={form.key("phoneNumber")} {...form.getInputProps("phoneNumber")} />
          <TextInput label="Store name" autoComplete="organization" required key={form.key("storeName")} {...form.getInputProps("storeName")} />
          <Checkbox
            label="My store is a registered business"
            key={form.key("isRegisteredBusiness")}
            {...form.getInputProps("isRegisteredBusiness", { type: "checkbox" })}
          />
          <NewPasswordInput label="Password" key={form.key("password")} {...form.getInputProps("password")} />
          <Group grow>
            <Button type="submit" size="md" loading={signup.isPending}>
              Create merchant account
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
