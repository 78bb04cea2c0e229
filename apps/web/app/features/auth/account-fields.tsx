import { PasswordInput, type PasswordInputProps, SimpleGrid, TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";

export const PASSWORD_HINT = "At least 8 characters, with a letter and a number.";

/** A password being chosen: required, with the rules shown under it. */
export function NewPasswordInput(props: PasswordInputProps) {
  return <PasswordInput description={PASSWORD_HINT} autoComplete="new-password" required {...props} />;
}

/** The new password typed again. */
export function ConfirmPasswordInput(props: PasswordInputProps) {
  return <PasswordInput label="Confirm new password" autoComplete="new-password" required {...props} />;
}

type NameAndEmailField = "firstName" | "lastName" | "email";

/** The part of a signup form these fields fill in. */
interface NameAndEmailForm {
  key(path: NameAndEmailField): string;
  getInputProps(path: NameAndEmailField): GetInputPropsReturnType;
}

/** First and last name side by side, then the email address: the start of every signup form. */
export function NameAndEmailFields({ form }: { form: NameAndEmailForm }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label="First name" autoComplete="given-name" required key={form.key("firstName")} {...form.getInputProps("firstName")} />
        <TextInput label="Last name" autoComplete="family-name" required key={form.key("lastName")} {...form.getInputProps("lastName")} />
      </SimpleGrid>
      <TextInput label="Email address" type="email" autoComplete="email" required key={form.key("email")} {...form.getInputProps("email")} />
    </>
  );
}
