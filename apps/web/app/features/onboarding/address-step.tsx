import type { MerchantOnboardingStatus } from "@bitmarte/contracts";
import { Checkbox, Stack, Switch } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FileUpload } from "../../ui/file-upload";
import { applyFieldErrors, FormFailure } from "../../ui/form-errors";
import { notifySuccess } from "../../ui/notify";
import { AddressFields } from "./address-fields";
import { addressBody, AddressStepSchema, type AddressStepValues, addressValues } from "./onboarding-model";
import { useSaveOnboarding } from "./onboarding.mutations";
import { StepActions } from "./step-actions";

export function AddressStep({ status, onDone, onBack }: { status: MerchantOnboardingStatus | undefined; onDone: () => void; onBack: () => void }) {
  const save = useSaveOnboarding();
  const form = useForm<AddressStepValues>({
    initialValues: addressValues(status?.onBoardingInfo),
    validate: schemaResolver(AddressStepSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const values = form.getValues();

  const onSubmit = form.onSubmit((v) => {
    save.mutate(addressBody(v as AddressStepValues), {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        onDone();
      },
      onError: (error) => applyFieldErrors(form, error),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Addresses">
      <Stack gap="md">
        <FormFailure error={save.error} />
        <AddressFields form={form} path="homeAddress" legend="Home address" cityRequired={false} lgaRequired />
        <Switch
          label="Use my home address as the business address"
          description="Choose this if your business runs from home."
          key={form.key("useHomeAddress")}
          {...form.getInputProps("useHomeAddress", { type: "checkbox" })}
        />
        {values.useHomeAddress ? null : <AddressFields form={form} path="physicalLocation" legend="Business (physical) location" />}
        <Checkbox
          label="Orders are picked up from the business address"
          key={form.key("pickupSameAsPhysical")}
          {...form.getInputProps("pickupSameAsPhysical", { type: "checkbox" })}
        />
        {values.pickupSameAsPhysical ? null : <AddressFields form={form} path="pickupLocation" legend="Pickup location" />}
        <FileUpload
          label="Proof of address"
          description="A utility bill or bank statement from the last 3 months: PDF, JPEG or PNG, up to 10 MB"
          kind="document"
          userType="merchant"
          required
          value={values.proofOfAddress}
          onChange={(file) => {
            form.setFieldValue("proofOfAddress", file?.url ?? null);
            form.clearFieldError("proofOfAddress");
          }}
          error={form.errors.proofOfAddress as string | undefined}
        />
        <StepActions onBack={onBack} saving={save.isPending} />
      </Stack>
    </form>
  );
}
