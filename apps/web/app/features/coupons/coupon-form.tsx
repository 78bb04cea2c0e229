import { type Coupon, CreateCouponBodySchema, type NamedRef } from "@bitmarte/contracts";
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { IconAlertCircle, IconCalendar } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatNaira } from "../../lib/format";
import { notifySuccess } from "../../ui/notify";
import { type CouponFormValues, couponFormToBody, couponToFormValues, defaultCouponValues } from "./coupon-form-model";
import { useCreateCoupon, useUpdateCoupon } from "./coupons.mutations";
import { categoryTreeQuery, couponProductsQuery } from "./coupons.queries";

export interface CouponFormProps {
  /** Editing an existing coupon (same form, isEdit flag, spec §4); without it a new coupon is created. */
  isEdit?: boolean;
  coupon?: Coupon;
  onSaved?: (coupon: Coupon) => void;
  onCancel?: () => void;
}

const DISCOUNT_TYPE_OPTIONS = [
  { value: "Percent", label: "Percentage", description: "A share off the price, e.g. 20% off" },
  { value: "Fixed", label: "Fixed amount", description: "Naira off the order, e.g. ₦1,000 off" },
  { value: "BuyXGetY", label: "Buy X get Y", description: "Buy some products, get others cheaper or free" },
] as const;

/** The contract's rules applied to the body the form would send, as field errors. */
export function validateCoupon(values: CouponFormValues): Record<string, string> {
  const result = CreateCouponBodySchema.safeParse(couponFormToBody(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = String(issue.path[0] ?? "");
    if (path && !errors[path]) errors[path] = issue.message;
  }
  return errors;
}

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="fieldset" style={{ margin: 0, minWidth: 0 }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="md" component="legend" p={0}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** Options for a picker, keeping already chosen ids whose names only the coupon knows. */
function withKnown(options: { value: string; label: string }[], known: NamedRef[]): { value: string; label: string }[] {
  const have = new Set(options.map((o) => o.value));
  return [...options, ...known.filter((k) => !have.has(k.id)).map((k) => ({ value: k.id, label: k.name }))];
}

export function CouponForm({ isEdit = false, coupon, onSaved, onCancel }: CouponFormProps) {
  const create = useCreateCoupon();
  const update = useUpdateCoupon(coupon?.id ?? "");
  const saving = create.isPending || update.isPending;
  const failure = isEdit ? update.error : create.error;
  const products = useQuery(couponProductsQuery());
  const categories = useQuery(categoryTreeQuery());

  const form = useForm<CouponFormValues>({
    initialValues: coupon ? couponToFormValues(coupon) : defaultCouponValues(),
    validate: validateCoupon,
  });
  const v = form.values;
  const buyXGetY = v.discountType === "BuyXGetY";

  const productOptions = useMemo(
    () =>
      withKnown(
        (products.data ?? []).map((p) => ({ value: p.id, label: `${p.name} · ${formatNaira(p.sellingPrice)}` })),
        [...(coupon?.spendAppliesToId ?? []), ...(coupon?.rewardAppliesToId ?? [])],
      ),
    [products.data, coupon],
  );

  // Categories the store sells in (at any of the three levels), named by their path.
  const categoryOptions = useMemo(() => {
    const used = new Set((products.data ?? []).flatMap((p) => [p.categoryId, p.subCategoryId, p.childCategoryId]));
    const options: { value: string; label: string }[] = [];
    for (const category of categories.data ?? []) {
      if (used.has(category.id)) options.push({ value: category.id, label: category.name });
      for (const sub of category.subCategories) {
        if (used.has(sub.id)) options.push({ value: sub.id, label: `${category.name} › ${sub.name}` });
        for (const child of sub.childCategories) {
          if (used.has(child.id)) options.push({ value: child.id, label: `${category.name} › ${sub.name} › ${child.name}` });
        }
      }
    }
    return withKnown(options, coupon?.spendAppliesTo === "Category" ? coupon.spendAppliesToId : []);
  }, [categories.data, products.data, coupon]);

  const onSubmit = form.onSubmit((values) => {
    const body = couponFormToBody(values);
    const onError = (error: unknown) => {
      if (!isApiError(error)) return;
      for (const e of error.errors) form.setFieldError(e.path.replace(/^body\./, "").split(".")[0], e.message);
    };
    if (isEdit && coupon) {
      update.mutate(body, {
        onSuccess: ({ data, message }) => {
          notifySuccess(message);
          form.setValues(couponToFormValues(data));
          form.resetDirty();
          onSaved?.(data);
        },
        onError,
      });
    } else {
      create.mutate(body, {
        onSuccess: ({ data, message }) => {
          notifySuccess(message);
          // Spec §4: after a successful create the form starts again from the defaults.
          form.setValues(defaultCouponValues());
          form.resetDirty();
          form.clearErrors();
          onSaved?.(data);
        },
        onError,
      });
    }
  });

  const firstServerError = isApiError(failure) && failure.errors.length > 0 ? failure.errors[0].message : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={isEdit ? "Edit coupon" : "New coupon"}>
      <Stack gap="md" maw={860}>
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="coupon-error">
            {firstServerError ?? errorMessage(failure)}
          </Alert>
        ) : null}

        <Section title="Discount">
          <Radio.Group
            label="Type"
            value={v.discountType}
            onChange={(value) => form.setFieldValue("discountType", value as CouponFormValues["discountType"])}
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
              {DISCOUNT_TYPE_OPTIONS.map((option) => (
                <Radio.Card key={option.value} value={option.value} radius="md" p="sm" aria-label={option.label}>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={2} />
                    <Stack gap={0}>
                      <Text fw={600} size="sm">
                        {option.label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {option.description}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={6}>
              <Text size="sm" fw={500} id="discount-mode-label">
                How customers get it
              </Text>
              <SegmentedControl
                aria-labelledby="discount-mode-label"
                data={[
                  { value: "Automatic", label: "Automatic" },
                  { value: "Code", label: "With a code" },
                ]}
                value={v.discountMode}
                onChange={(value) => form.setFieldValue("discountMode", value as CouponFormValues["discountMode"])}
              />
            </Stack>
            {v.discountMode === "Code" ? (
              <TextInput
                label="Coupon code"
                description="Letters, digits, - and _; customers type it in their cart"
                required
                styles={{ input: { textTransform: "uppercase", fontFamily: "var(--mantine-font-family-monospace)" } }}
                {...form.getInputProps("code")}
              />
            ) : null}
          </SimpleGrid>
          {v.discountType === "Percent" ? (
            <NumberInput size="md" label="Percentage off" suffix="%" min={0} max={100} decimalScale={2} required w={{ base: "100%", sm: 240 }} {...form.getInputProps("discountValue")} />
          ) : null}
          {v.discountType === "Fixed" ? (
            <NumberInput size="md" label="Amount off" prefix="₦" thousandSeparator="," min={0} decimalScale={2} required w={{ base: "100%", sm: 240 }} {...form.getInputProps("discountValue")} />
          ) : null}
          <Textarea size="md" label="Description" description="Shown to customers with the offer (optional)" autosize minRows={2} maxLength={500} {...form.getInputProps("description")} />
        </Section>

        <Section
          title={buyXGetY ? "Customer buys" : "Applies to"}
          description={buyXGetY ? "The products the customer must buy, and how many." : "Which of your products the discount is for."}
        >
          <Radio.Group
            label={buyXGetY ? "Products that count" : "Products"}
            value={v.spendAppliesTo}
            onChange={(value) => form.setFieldValue("spendAppliesTo", value as CouponFormValues["spendAppliesTo"])}
          >
            <Group gap="lg" mt="xs">
              <Radio value="All" label="All products" />
              <Radio value="Product" label="Specific products" />
              <Radio value="Category" label="Specific categories" />
            </Group>
          </Radio.Group>
          {v.spendAppliesTo === "Product" ? (
            <MultiSelect size="md"
              label={buyXGetY ? "Spend products" : "Products"}
              placeholder={products.isPending ? "Loading your products…" : "Search your products"}
              data={productOptions}
              searchable
              clearable
              hidePickedOptions
              nothingFoundMessage={products.isError ? errorMessage(products.error) : "No product found"}
              {...form.getInputProps("spendAppliesToId")}
              data-testid="spend-products"
            />
          ) : null}
          {v.spendAppliesTo === "Category" ? (
            <MultiSelect size="md"
              label="Categories"
              placeholder={categories.isPending ? "Loading categories…" : "Search categories"}
              data={categoryOptions}
              searchable
              clearable
              hidePickedOptions
              nothingFoundMessage="No category of your products matches"
              {...form.getInputProps("spendAppliesToId")}
            />
          ) : null}
          {buyXGetY ? (
            <NumberInput size="md" label="Quantity to buy (X)" min={1} allowDecimal={false} required w={{ base: "100%", sm: 240 }} {...form.getInputProps("minRequireValue")} />
          ) : null}
        </Section>

        {buyXGetY ? (
          <Section title="Customer gets" description="The reward: a percentage off reward products, up to a number of items.">
            <MultiSelect size="md"
              label="Reward products"
              placeholder={products.isPending ? "Loading your products…" : "Search your products"}
              data={productOptions}
              searchable
              clearable
              hidePickedOptions
              required
              {...form.getInputProps("rewardAppliesToId")}
              data-testid="reward-products"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NumberInput size="md" label="Reward items (Y)" description="At most this many reward items are discounted" min={0} allowDecimal={false} required {...form.getInputProps("customerReward")} />
              <NumberInput size="md" label="Discount on reward items" description="100% makes them free" suffix="%" min={0} max={100} decimalScale={2} required {...form.getInputProps("rewardValue")} />
            </SimpleGrid>
          </Section>
        ) : (
          <Section title="Minimum requirement" description="0 means no minimum.">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Stack gap={6}>
                <Text size="sm" fw={500} id="min-type-label">
                  Minimum of
                </Text>
                <SegmentedControl
                  aria-labelledby="min-type-label"
                  data={[
                    { value: "Amount", label: "Purchase amount" },
                    { value: "Quantity", label: "Quantity of items" },
                  ]}
                  value={v.minRequireType}
                  onChange={(value) => form.setFieldValue("minRequireType", value as CouponFormValues["minRequireType"])}
                />
              </Stack>
              {v.minRequireType === "Amount" ? (
                <NumberInput size="md" label="Minimum purchase" prefix="₦" thousandSeparator="," min={0} decimalScale={2} {...form.getInputProps("minRequireValue")} />
              ) : (
                <NumberInput size="md" label="Minimum quantity" min={0} allowDecimal={false} {...form.getInputProps("minRequireValue")} />
              )}
            </SimpleGrid>
          </Section>
        )}

        <Section title="Customer eligibility">
          <Radio.Group
            value={v.customerEligibility}
            onChange={(value) => form.setFieldValue("customerEligibility", value as CouponFormValues["customerEligibility"])}
            label="Who can use it"
            error={form.errors.eligibleCustomerIds}
          >
            <Group gap="lg" mt="xs">
              <Radio value="Everyone" label="Everyone" />
              <Radio value="Followers" label="Followers of my store" />
              {v.customerEligibility === "Specific" ? <Radio value="Specific" label={`Specific customers (${v.eligibleCustomerIds.length})`} /> : null}
            </Group>
          </Radio.Group>
        </Section>

        <Section title="Usage limits" description="0 means unlimited.">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput size="md" label="Total uses" min={0} allowDecimal={false} {...form.getInputProps("usageLimit")} />
            <NumberInput size="md" label="Uses per customer" min={0} allowDecimal={false} {...form.getInputProps("usageLimitPerUser")} />
          </SimpleGrid>
        </Section>

        <Section title="Active dates" description="Days in UTC; the coupon runs from the start of the first day to the end of the last.">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DatePickerInput
              label="Start date"
              valueFormat="D MMM YYYY"
              leftSection={<IconCalendar size={16} aria-hidden />}
              required
              value={v.startDate || null}
              onChange={(value) => form.setFieldValue("startDate", value ?? "")}
              error={form.errors.startDate}
              popoverProps={{ withinPortal: true }}
            />
            <DatePickerInput
              label="End date"
              placeholder="No end date"
              valueFormat="D MMM YYYY"
              leftSection={<IconCalendar size={16} aria-hidden />}
              clearable
              minDate={v.startDate || undefined}
              value={v.endDate}
              onChange={(value) => form.setFieldValue("endDate", value || null)}
              error={form.errors.endDate}
              popoverProps={{ withinPortal: true }}
            />
          </SimpleGrid>
        </Section>

        <Group gap="sm">
          <Button type="submit" loading={saving}>
            {isEdit ? "Save changes" : "Create coupon"}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {isEdit ? "Back to coupons" : "Cancel"}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
