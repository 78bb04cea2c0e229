import { ID_DOCUMENT_TYPES, type MerchantOnboardingStatus } from "@bitmarte/contracts";
import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FileUpload } from "../../ui/file-upload";
import { applyFieldErrors, FormFailure } from "../../ui/form-errors";
import { notifySuccess } from "../../ui/notify";
import { ID_DOCUMENT_LABELS, type IdentityValues, IdentityStepSchema, identityValues } from "./onboarding-model";
import { useSaveOnboarding } from "./onboarding.mutations";
import { StepActions } from "./step-actions";

const today = () => new Date().toISOString().slice(0, 10);

export function IdentityStep({ status, onDone }: { status: MerchantOnboardingStatus | undefined; onDone: () => void }) {
  const save = useSaveOnboarding();
  const form = useForm<IdentityValues>({
    initialValues: identityValues(status?.onBoardingInfo),
    validate: schemaResolver(IdentityStepSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const docType = form.getValues().idDocumentType;

  const onSubmit = form.onSubmit((values) => {
    save.mutate(IdentityStepSchema.parse(values), {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        onDone();
      },
      onError: (error) => applyFieldErrors(form, error),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Identity">
      <Stack gap="md">
        <FormFailure error={save.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Identity document type"
            placeholder="Choose a document"
            description="The document you upload below"
            data={ID_DOCUMENT_TYPES.map((value) => ({ value, label: ID_DOCUMENT_LABELS[value] }))}
            required
            allowDeselect={false}
            key={form.key("idDocumentType")}
            {...form.getInputProps("idDocumentType")}
          />
          <TextInput
            label="Document number"
            description={docType === "nin" ? "11 digits, as on your NIN slip" : "As printed on the document"}
            required
            autoComplete="off"
            key={form.key("idDocumentNumber")}
            {...form.getInputProps("idDocumentNumber")}
          />
        </SimpleGrid>
        <FileUpload
          label="Identity document"
          description="A clear scan or photo of the whole document: PDF, JPEG or PNG, up to 10 MB"
          kind="document"
          userType="merchant"
          required
          value={form.getValues().idDocumentUrl}
          onChange={(file) => {
            form.setFieldValue("idDocumentUrl", file?.url ?? null);
            form.clearFieldError("idDocumentUrl");
          }}
          error={form.errors.idDocumentUrl as string | undefined}
          key={form.key("idDocumentUrl")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Date of birth"
            description="You must be at least 18"
            type="date"
            max={today()}
            required
            autoComplete="bday"
            key={form.key("dateOfBirth")}
            {...form.getInputProps("dateOfBirth")}
          />
          <TextInput label="Nationality" required autoComplete="country-name" key={form.key("nationality")} {...form.getInputProps("nationality")} />
        </SimpleGrid>
        <StepActions saving={save.isPending} />
      </Stack>
    </form>
  );
}
