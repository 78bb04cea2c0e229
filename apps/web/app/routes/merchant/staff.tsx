import { useSessionUser } from "../../features/auth";
import { StaffManager } from "../../features/people";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Staff · Bitmarte merchant" }];

export default function MerchantStaffPage() {
	const user = useSessionUser();
	const isOwner = user.role !== "staff";
	const canWrite = isOwner || user.permissions.includes("staff:write");
	const canRead = canWrite || user.permissions.includes("staff:read");
	return (
		<>
			<PageHeader
				title="Staff"
				description="The people who help run your store, and what each of them may see and change."
			/>
			{canRead ? (
				<StaffManager canWrite={canWrite} currentUserId={user.id} />
			) : (
				<EmptyState
					title="No access to staff"
					description="Ask the store owner for the staff permission."
				/>
			)}
		</>
	);
}
