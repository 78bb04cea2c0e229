import { type MerchantOnboardingStatus, MESSAGES, STAFF_SIZES } from "@bitmarte/contracts";
import { Alert, Button, MultiSelect, Select, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { errorMessage } from "../../lib/api-client";
import { applyFieldErrors, FormFailure } from "../../ui/form-errors";
import { notifySuccess } from "../../ui/notify";
import { BusinessStepSchema, type BusinessValues, businessValues, STAFF_SIZE_LABELS } from "./onboarding-model";
import { useSaveOnboarding } from "./onboarding.mutations";
import { categoriesQuery } from "./onboarding.queries";
import { StepActions } from "./step-actions";

export function BusinessStep({ status, onDone, onBack }: { status: MerchantOnboardingStatus | undefined; onDone: () => void; onBack: () => void }) {
  const save = useSaveOnboarding();
  const categories = useQuery(categoriesQuery());
  const form = useForm<BusinessValues>({
    initialValues: businessValues(status?.onBoardingInfo),
    validate: schemaResolver(BusinessStepSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const chosen = form.getValues().category;

  const subCategoryGroups = useMemo(() => {
    const list = categories.data ?? [];
    // The main category's sub-categories first, the others after.
    const ordered = [...list].sort((a, b) => Number(b.name === chosen) - Number(a.name === chosen));
    return ordered
      .filter((c) => c.subCategories.length > 0)
      .map((c) => ({ group: c.name, items: c.subCategories.map((s) => ({ value: s.id, label: s.name })) }));
  }, [categories.data, chosen]);

  const onSubmit = form.onSubmit((values) => {
    save.mutate(BusinessStepSchema.parse(values), {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        onDone();
      },
      onError: (error) => applyFieldErrors(form, error, (path) => path.replace(/^subCategoryIds\.\d+$/, "subCategoryIds")),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Business">
      <Stack gap="md">
        <FormFailure error={save.error} />
        {categories.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(categories.error, MESSAGES.loadCategoriesFailed)}{" "}
            <Button size="compact-sm" variant="subtle" onClick={() => void categories.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : null}
        <Select
          label="Staff size"
          placeholder="How many people work in the business?"
          data={STAFF_SIZES.map((value) => ({ value, label: STAFF_SIZE_LABELS[value] }))}
          required
          allowDeselect={false}
          key={form.key("staffSize")}
          {...form.getInputProps("staffSize")}
        />
        {categories.isPending ? (
          <SimpleGrid cols={1} spacing="md" role="status" aria-busy="true" aria-label="Loading categories">
            <Skeleton height={60} />
            <Skeleton height={60} />
          </SimpleGrid>
        ) : (
          <>
            <Select
              label="Main category"
              placeholder="What do you mostly sell?"
              data={(categories.data ?? []).map((c) => c.name)}
              searchable
              required
              allowDeselect={false}
              nothingFoundMessage="No category matches"
              key={form.key("category")}
              {...form.getInputProps("category")}
            />
            <MultiSelect
              label="Sub-categories"
              description="Optional. Pick up to 30 that describe your products."
              placeholder="Search sub-categories"
              data={subCategoryGroups}
              searchable
              clearable
              maxValues={30}
              nothingFoundMessage="No sub-category matches"
              key={form.key("subCategoryIds")}
              {...form.getInputProps("subCategoryIds")}
            />
          </>
        )}
        <StepActions onBack={onBack} saving={save.isPending} />
      </Stack>
    </form>
  );
}
