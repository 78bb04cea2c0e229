import type { StaffResource } from "@bitmarte/contracts";
import { Checkbox, Input, Skeleton, Table, Text } from "@mantine/core";
import {
	ACTION_WORDS,
	type PermissionAction,
	permissionOf,
	togglePermission,
} from "./permission-model";

export interface PermissionGridProps {
	resources: StaffResource[] | undefined;
	value: string[];
	onChange: (value: string[]) => void;
	error?: string | null;
}

const ACTION_LABELS: Record<PermissionAction, string> = {
	read: "View",
	write: "Change",
};
const actionWord = (a: PermissionAction) => ACTION_WORDS[a];

/** One row per resource with a "View" and a "Change" box; changing implies viewing. */
export function PermissionGrid({
	resources,
	value,
	onChange,
	error,
}: PermissionGridProps) {
	return (
		<Input.Wrapper
			label="Permissions"
			description="What this person may see and change. Changing includes seeing."
			required
			error={error}
		>
			{resources ? (
				<Table
					mt="xs"
					verticalSpacing={6}
					horizontalSpacing="xs"
					withRowBorders
					aria-label="Permissions"
				>
					<Table.Thead>
						<Table.Tr>
							<Table.Th>Section</Table.Th>
							{(["read", "write"] as const).map((a) => (
								<Table.Th key={a} ta="center" w={80}>
									{ACTION_LABELS[a]}
								</Table.Th>
							))}
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{resources.map((r) => (
							<Table.Tr key={r.resource}>
								<Table.Td>
									<Text size="sm">{r.label}</Text>
								</Table.Td>
								{(["read", "write"] as const).map((action) => (
									<Table.Td key={action} ta="center">
										{r.actions.includes(action) ? (
											<Checkbox
												styles={{ body: { justifyContent: "center" } }}
												aria-label={`${r.label}: ${actionWord(action)}`}
												data-permission={permissionOf(r.resource, action)}
												checked={value.includes(
													permissionOf(r.resource, action),
												)}
												onChange={(e) =>
													onChange(
														togglePermission(
															value,
															r.resource,
															action,
															e.currentTarget.checked,
														),
													)
												}
											/>
										) : null}
									</Table.Td>
								))}
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			) : (
				<Skeleton h={240} mt="xs" />
			)}
		</Input.Wrapper>
	);
}
