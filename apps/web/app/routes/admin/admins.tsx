import { useSessionUser } from "../../features/auth";
import { AdminsManager } from "../../features/people";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Admins · Bitmarte admin" }];

export default function AdminAccountsPage() {
	const user = useSessionUser();
	return (
		<>
			<PageHeader
				title="Admins"
				description="Admin accounts and their roles. Deactivating or deleting an account signs it out at once."
			/>
			{user.role === "superadmin" ? (
				<AdminsManager currentUserId={user.id} />
			) : (
				<EmptyState
					title="Only super admins manage admins"
					description="Ask a super admin if an account needs to change."
				/>
			)}
		</>
	);
}
