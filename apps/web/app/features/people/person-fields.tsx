import { SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";

export interface PersonFieldValues {
	firstName: string;
	lastName: string;
	email: string;
	phoneNumber: string;
}

/** Name, email and phone of a person an owner or super admin invites; the email is fixed once invited. */
export function PersonFields<T extends PersonFieldValues>({
	form,
	editing,
}: {
	form: UseFormReturnType<T>;
	editing: boolean;
}) {
	return (
		<>
			<SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
				<TextInput label="First name" required autoComplete="off" key={form.key("firstName")} {...form.getInputProps("firstName")} />
				<TextInput label="Last name" required autoComplete="off" key={form.key("lastName")} {...form.getInputProps("lastName")} />
			</SimpleGrid>
			<SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
				<TextInput
					label="Email address"
					type="email"
					required={!editing}
					disabled={editing}
					autoComplete="off"
					key={form.key("email")}
					{...form.getInputProps("email")}
				/>
				<TextInput label="Phone number" type="tel" autoComplete="off" key={form.key("phoneNumber")} {...form.getInputProps("phoneNumber")} />
			</SimpleGrid>
		</>
	);
}
