import { IBAN_CODE_TYPES, type Partner } from "@bitmarte/contracts";
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconArrowLeft, IconArrowRight, IconCircleCheck } from "@tabler/icons-react";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import { isApiError } from "../../lib/api-client";
import { FileUpload } from "../../ui/file-upload";
import { applyFieldErrors, FormFailure } from "../../ui/form-errors";
import {
  createPartnerBody,
  emptyPartnerForm,
  formPath,
  IBAN_CODE_LABELS,
  PARTNER_STEPS,
  type PartnerFormValues,
  partnerBody,
  stepErrors,
  stepOfPath,
} from "./partner-form-model";
import { useCreatePartner, useOnboardPartner } from "./partners.mutations";
import { SignatureField } from "./signature-field";

/** What the bank fields (the banks feature, composed by the page) receive and report. */
export interface BankFieldsSlotProps {
  value: { bankCode: string; bankName: string; accountNumber: string; accountName: string };
  onChange: (next: Partial<{ bankCode: string; bankName: string; accountNumber: string; accountName: string }>) => void;
  errors: { bankCode?: ReactNode; accountNumber?: ReactNode };
  disabled?: boolean;
}

export interface PartnerApplicationFormProps {
  /** `apply`: a company applies (public); `admin`: an admin adds an approved partner. */
  mode: "apply" | "admin";
  /** Bank and account number with live resolution (the banks feature's BankAccountFields). */
  renderBankFields: (props: BankFieldsSlotProps) => ReactNode;
  /** Admin mode: after the partner was added. */
  onAdded?: (partner: Partner, message: string) => void;
  onCancel?: () => void;
  /** Where the confirmation screen sends an applicant. */
  loginTo?: string;
}

function CompanyStep({ form, mode }: { form: ReturnType<typeof useForm<PartnerFormValues>>; mode: PartnerApplicationFormProps["mode"] }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Company name" required autoComplete="organization" {...form.getInputProps("company.companyName")} style={{ gridColumn: "1 / -1" }} />
        <TextInput label="RC number" description="CAC registration number, e.g. RC 1234567" required {...form.getInputProps("company.rcNumber")} />
        <TextInput label="VAT number" description="Optional, if registered for VAT" {...form.getInputProps("company.vatNumber")} />
        <TextInput label="Line of business" description="e.g. Parcel delivery, haulage" required {...form.getInputProps("company.lineOfBusiness")} style={{ gridColumn: "1 / -1" }} />
        <Textarea label="Office address" required autosize minRows={2} autoComplete="street-address" {...form.getInputProps("company.officeAddress")} />
        <Textarea label="Postal address" description="Optional" autosize minRows={2} {...form.getInputProps("company.postalAddress")} />
        <TextInput label="Company phone number" type="tel" required autoComplete="tel" {...form.getInputProps("company.phoneNumber")} />
        <TextInput
          label="Company email"
          type="email"
          required
          autoComplete="email"
          description={mode === "apply" ? "Your log-in; we email you here" : "The partner's log-in; the set-password link goes here"}
          {...form.getInputProps("company.email")}
        />
      </SimpleGrid>
      <Fieldset legend="Contact person" radius="md" variant="filled">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput label="Full name" required autoComplete="name" {...form.getInputProps("company.contactPerson.name")} />
          <TextInput label="Phone number" type="tel" required {...form.getInputProps("company.contactPerson.phoneNumber")} />
          <TextInput label="Designation" description="e.g. Operations manager" required {...form.getInputProps("company.contactPerson.designation")} />
        </SimpleGrid>
      </Fieldset>
      {mode === "admin" ? (
        <FileUpload
          label="Company logo"
          description="Optional. JPEG, PNG or WebP, up to 5 MB"
          kind="image"
          userType="admin"
          value={form.values.logo || null}
          onChange={(file) => form.setFieldValue("logo", file?.url ?? "")}
          error={form.errors.logo as string | undefined}
        />
      ) : null}
    </Stack>
  );
}

function BankStep({ form, renderBankFields, disabled }: { form: ReturnType<typeof useForm<PartnerFormValues>>; renderBankFields: PartnerApplicationFormProps["renderBankFields"]; disabled: boolean }) {
  const { setFieldValue, clearFieldError } = form;
  const onChange = useCallback<BankFieldsSlotProps["onChange"]>(
    (next) => {
      for (const [key, v] of Object.entries(next)) {
        setFieldValue(`bankDetails.${key}` as "bankDetails.bankCode", v ?? "");
        if (key !== "accountName") clearFieldError(`bankDetails.${key}`);
      }
      if (next.accountName) clearFieldError("bankDetails.accountNumber");
    },
    [setFieldValue, clearFieldError],
  );
  const b = form.values.bankDetails;
  return (
    <Stack gap="md">
      {renderBankFields({
        value: { bankCode: b.bankCode, bankName: b.bankName, accountNumber: b.accountNumber, accountName: b.accountName },
        onChange,
        errors: { bankCode: form.errors["bankDetails.bankCode"], accountNumber: form.errors["bankDetails.accountNumber"] },
        disabled,
      })}
      <TextInput label="Branch" description="Optional" {...form.getInputProps("bankDetails.branch")} />
      <Fieldset legend="International transfer code (optional)" radius="md" variant="filled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Code type"
            placeholder="None"
            data={IBAN_CODE_TYPES.map((t) => ({ value: t, label: IBAN_CODE_LABELS[t] }))}
            clearable
            {...form.getInputProps("bankDetails.codeType")}
            onChange={(v) => form.setFieldValue("bankDetails.codeType", (v ?? "") as PartnerFormValues["bankDetails"]["codeType"])}
          />
          <TextInput label="Code" {...form.getInputProps("bankDetails.code")} />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}

function CertificationStep({ form }: { form: ReturnType<typeof useForm<PartnerFormValues>> }) {
  const c = form.values.certification;
  const company = form.values.company.companyName.trim() || "the company";
  return (
    <Stack gap="md">
      <Alert variant="light" color="gray" radius="md">
        I certify that the information in this application is true and complete, and that I am authorised to sign for {company}.
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label="Name" required autoComplete="name" {...form.getInputProps("certification.name")} />
        <TextInput label="Designation" required {...form.getInputProps("certification.designation")} />
        <TextInput label="Date" type="date" required {...form.getInputProps("certification.date")} />
      </SimpleGrid>
      <SignatureField
        label="Signature"
        required
        value={c.signature}
        onChange={(v) => {
          form.setFieldValue("certification.signature", v);
          form.clearFieldError("certification.signature");
        }}
        error={form.errors["certification.signature"]}
      />
      <Checkbox label="Someone introduced us to Bitmarte" {...form.getInputProps("certification.withIntroducer", { type: "checkbox" })} />
      {c.withIntroducer ? (
        <Fieldset legend="Introduced by" radius="md" variant="filled">
          <Stack gap="md">
            <TextInput label="Introducer's name" required {...form.getInputProps("certification.introducedBy.name")} />
            <SignatureField
              label="Introducer's signature"
              required
              value={c.introducedBy.signature}
              onChange={(v) => {
                form.setFieldValue("certification.introducedBy.signature", v);
                form.clearFieldError("certification.introducedBy.signature");
              }}
              error={form.errors["certification.introducedBy.signature"]}
            />
          </Stack>
        </Fieldset>
      ) : null}
      <Checkbox label="I confirm that the details in this application are correct" {...form.getInputProps("certification.confirmed", { type: "checkbox" })} />
    </Stack>
  );
}

function ApplicationReceived({ company, email, loginTo }: { company: string; email: string; loginTo: string }) {
  return (
    <Stack align="center" ta="center" gap="sm" py="lg" data-testid="application-received">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconCircleCheck size={30} />
      </ThemeIcon>
      <Title order={2} fz="xl">
        Application received
      </Title>
      <Text c="dimmed" maw={480}>
        Thank you. Bitmarte reviews {company}'s application within a few working days.
      </Text>
      <Text size="sm" maw={480} style={{ overflowWrap: "anywhere" }}>
        Once it is approved, we email <b>{email}</b> a link to set your password. We have sent a confirmation there now.
      </Text>
      <Button component={Link} to={loginTo} variant="light" mt="sm">
        Go to the partner log in
      </Button>
    </Stack>
  );
}

/** The shipping partner application (spec §3: company, bank details, certification) in three steps. */
export function PartnerApplicationForm({ mode, renderBankFields, onAdded, onCancel, loginTo = "/shipping-partner/login" }: PartnerApplicationFormProps) {
  const onboard = useOnboardPartner();
  const create = useCreatePartner();
  const mutation = mode === "apply" ? onboard : create;
  const [active, setActive] = useState(0);
  const [received, setReceived] = useState<{ company: string; email: string } | null>(null);
  const headingRef = useRef<HTMLDivElement>(null);
  const form = useForm<PartnerFormValues>({ mode: "controlled", initialValues: emptyPartnerForm() });

  const goTo = (step: number) => {
    setActive(step);
    requestAnimationFrame(() => {
      headingRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      headingRef.current?.focus({ preventScroll: true });
    });
  };

  const checkStep = (step: number): boolean => {
    const errors = stepErrors(form.getValues(), PARTNER_STEPS[step].key);
    form.setErrors({ ...Object.fromEntries(Object.entries(form.errors).filter(([k]) => !k.startsWith(`${PARTNER_STEPS[step].key}.`))), ...errors });
    return Object.keys(errors).length === 0;
  };

  const next = () => {
    if (!checkStep(active)) return;
    if (active === 1 && !form.values.certification.name && !form.values.certification.designation) {
      // The contact person usually signs: start from their name and designation.
      form.setFieldValue("certification.name", form.values.company.contactPerson.name);
      form.setFieldValue("certification.designation", form.values.company.contactPerson.designation);
    }
    goTo(active + 1);
  };

  const submit = () => {
    for (let step = 0; step < PARTNER_STEPS.length; step++) {
      if (!checkStep(step)) {
        goTo(step);
        return;
      }
    }
    const values = form.getValues();
    const onError = (error: unknown) => {
      applyFieldErrors(form, error, formPath);
      const first = isApiError(error) ? error.errors[0]?.path : undefined;
      if (first) goTo(stepOfPath(first));
    };
    if (mode === "apply") {
      onboard.mutate(partnerBody(values), {
        onSuccess: () => setReceived({ company: values.company.companyName, email: values.company.email }),
        onError,
      });
    } else {
      create.mutate(createPartnerBody(values), { onSuccess: ({ data, message }) => onAdded?.(data, message), onError });
    }
  };

  if (received) return <ApplicationReceived company={received.company} email={received.email} loginTo={loginTo} />;

  const step = PARTNER_STEPS[active];
  const last = active === PARTNER_STEPS.length - 1;
  return (
    <Stack gap="lg">
      <Stepper active={active} onStepClick={(i) => i < active && goTo(i)} allowNextStepsSelect={false} size="sm" visibleFrom="sm" aria-label="Application steps">
        {PARTNER_STEPS.map((s) => (
          <Stepper.Step key={s.key} label={s.label} completedIcon={<IconCircleCheck size={18} />} />
        ))}
      </Stepper>
      <Stack gap={6} hiddenFrom="sm">
        <Text size="sm" c="dimmed">
          Step {active + 1} of {PARTNER_STEPS.length}
        </Text>
        <Progress value={((active + 1) / PARTNER_STEPS.length) * 100} size="sm" aria-hidden />
      </Stack>
      <Stack gap={2} ref={headingRef} tabIndex={-1} style={{ outline: "none", scrollMarginTop: 16 }}>
        <Title order={2} fz="xl">
          {step.label}
        </Title>
        <Text size="sm" c="dimmed">
          {step.description}
        </Text>
      </Stack>
      <form
        noValidate
        aria-label={mode === "apply" ? "Shipping partner application" : "Add shipping partner"}
        onSubmit={(e) => {
          e.preventDefault();
          if (last) submit();
          else next();
        }}
      >
        <Stack gap="lg">
          <FormFailure error={mutation.error} />
          {step.key === "company" ? <CompanyStep form={form} mode={mode} /> : null}
          {step.key === "bankDetails" ? <BankStep form={form} renderBankFields={renderBankFields} disabled={mutation.isPending} /> : null}
          {step.key === "certification" ? <CertificationStep form={form} /> : null}
          <Group justify="space-between" gap="sm">
            {active > 0 ? (
              <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => goTo(active - 1)} disabled={mutation.isPending}>
                Back
              </Button>
            ) : onCancel ? (
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={mutation.isPending} rightSection={last ? undefined : <IconArrowRight size={16} />}>
              {last ? (mode === "apply" ? "Submit application" : "Add partner") : "Continue"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
