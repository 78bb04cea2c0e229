import { useSessionUser } from "../../features/auth";
import { AuditLog } from "../../features/people";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Audit log · Bitmarte admin" }];

export default function AdminAuditLogPage() {
	const user = useSessionUser();
	return (
		<>
			<PageHeader
				title="Audit log"
				description="Every change an admin made to another account: who, what, when, and from which address."
			/>
			{user.role === "superadmin" ? (
				<AuditLog />
			) : (
				<EmptyState
					title="Only super admins read the audit log"
					description="Ask a super admin."
				/>
			)}
		</>
	);
}
