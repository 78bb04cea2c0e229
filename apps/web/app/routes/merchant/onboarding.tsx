import { useSessionUser } from "../../features/auth";
import { OnboardingWizard } from "../../features/onboarding";
import { StoreProfileForm } from "../../features/stores";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Onboarding · Bitmarte merchant" }];

export default function MerchantOnboardingPage() {
  const user = useSessionUser();
  const canEdit = user.role !== "staff" || user.permissions.includes("store:write");
  return (
    <>
      <PageHeader
        title="Set up your store"
        description="Tell us about you and your business, set up your store profile and choose a pricing plan. Bitmarte then reviews your store."
      />
      {canEdit ? (
        <OnboardingWizard
          storeProfileStep={({ onSaved, onBack }) => <StoreProfileForm onSaved={onSaved} onBack={onBack} submitLabel="Save and continue" />}
        />
      ) : (
        <EmptyState title="Only the store owner can complete onboarding" description="Ask the store owner to finish setting up the store." />
      )}
    </>
  );
}
