export { OnboardingWizard } from "./onboarding-wizard";
export { OnboardingProgressCard } from "./onboarding-progress";
export { onboardingKeys, onboardingStatusQuery } from "./onboarding.queries";
