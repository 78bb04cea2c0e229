import {
  type Category,
  CreateProductBodySchema,
  DIMENSION_UNITS,
  MAX_PRODUCT_IMAGES,
  MESSAGES,
  type Product,
  WEIGHT_UNITS,
} from "@bitmarte/contracts";
import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconInfoCircle } from "@tabler/icons-react";
import { type ReactNode, useMemo, useState } from "react";
import { Link } from "react-router";
import { isApiError } from "../../lib/api-client";
import { formatNaira } from "../../lib/format";
import { ErrorState } from "../../ui/error-state";
import { applyFieldErrors } from "../../ui/form-errors";
import { ImageListField } from "../../ui/image-list-field";
import { notifySuccess } from "../../ui/notify";
import { uploadFile } from "../../ui/upload-client";
import {
  buildVariantRows,
  changedProductBody,
  cleanOptions,
  EMPTY_PRODUCT_VALUES,
  formPathFor,
  issuesToErrors,
  needsReviewAgain,
  type ProductFormValues,
  productToValues,
  reviewedContentValues,
  sameReviewedContent,
  toProductBody,
  variantTotal,
} from "./product-form-values";
import { useCreateProduct, useUpdateProduct } from "./products.mutations";

export interface CategoryTreeState {
  tree: Category[] | undefined;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

/** What to say when saving failed: a 422 shows its field errors (first one on top), a refusal its message. */
export function productFailureMessage(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.updateProductFailed;
  if (error.isNetworkError) return MESSAGES.networkError;
  if (error.status === 422 && error.errors.length > 0) return error.errors[0].message;
  if (error.status >= 400 && error.status < 500 && error.status !== 422) return error.message;
  return MESSAGES.updateProductFailed;
}

function Section({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="md" id={id}>
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

const moneyProps = {
  prefix: "₦",
  thousandSeparator: ",",
  decimalScale: 2,
  min: 0,
  hideControls: true,
} as const;

/** What a content edit changes, before → after. */
function RevisionChanges({ revision }: { revision: NonNullable<Product["revision"]> }) {
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: "none" }} aria-label="Changes in this edit">
      {revision.changes.map((change) => (
        <Text key={change.field} size="sm" component="li" style={{ overflowWrap: "anywhere" }} lineClamp={3}>
          <strong>{change.label}:</strong> {change.before} → {change.after}
        </Text>
      ))}
    </Stack>
  );
}

function StatusNotice({ product, onRestore }: { product: Product; onRestore: () => void }) {
  if (product.approvalStatus === "approved" && product.revision?.status === "pending") {
    return (
      <Alert color="yellow" variant="light" icon={<IconClockHour4 size={18} />} title="Your changes are waiting for review" data-testid="revision-notice">
        <Stack gap="xs">
          <Text size="sm">
            Customers see the approved version until an admin approves these changes. The form shows your changes; saving again updates them.
          </Text>
          <RevisionChanges revision={product.revision} />
          <Group>
            <Button size="xs" variant="default" onClick={onRestore}>
              Put back the approved version
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (product.approvalStatus === "approved" && product.revision?.status === "rejected") {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Your last changes were not approved" data-testid="revision-rejection-notice">
        <Stack gap="xs">
          <Text size="sm">{product.revision.rejectionReason || "No reason was given."}</Text>
          <RevisionChanges revision={product.revision} />
          <Text size="sm">Customers still see the approved version, shown in the form. Fix what the reason says and save to send new changes.</Text>
        </Stack>
      </Alert>
    );
  }
  if (product.approvalStatus === "rejected") {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Rejected by the Bitmarte team" data-testid="rejection-notice">
        <Text size="sm">{product.rejectionReason || "No reason was given."}</Text>
        <Text size="sm" mt={4}>
          Fix what the reason says and save: the product goes back for review.
        </Text>
      </Alert>
    );
  }
  if (product.approvalStatus === "pending") {
    return (
      <Alert color="yellow" variant="light" icon={<IconClockHour4 size={18} />} title="Waiting for review">
        Customers will see this product once an admin approves it.
      </Alert>
    );
  }
  return (
    <Alert color="brand" variant="light" icon={<IconCircleCheck size={18} />} title="Approved and on sale">
      Price and stock changes apply at once.
    </Alert>
  );
}

export interface ProductFormProps {
  /** The product being edited; absent when creating. */
  product?: Product;
  categories: CategoryTreeState;
}

/** Create or edit a product (spec §3): details, images, category, pricing, stock, shipping and variants. */
export function ProductForm({ product, categories }: ProductFormProps) {
  const editing = product !== undefined;
  const initial = useMemo(() => (product ? productToValues(product) : EMPTY_PRODUCT_VALUES), [product]);
  const [savedCount, setSavedCount] = useState(0);
  const create = useCreateProduct();
  const update = useUpdateProduct(product?.id ?? "");
  const mutation = editing ? update : create;
  // Variant rows become cards on phones, where a four-column table would scroll sideways.
  const compact = useMediaQuery("(max-width: 47.99em)", false, { getInitialValueInEffect: true });

  const form = useForm<ProductFormValues>({
    initialValues: initial,
    validate: (values) => {
      const result = CreateProductBodySchema.safeParse(toProductBody(values));
      const errors = result.success ? {} : issuesToErrors(result.error.issues, values);
      // An empty select is a choice still to make, not a malformed id.
      if (!values.categoryId) errors.categoryId = "Choose a category";
      if (!values.subCategoryId) errors.subCategoryId = "Choose a sub-category";
      if (!values.childCategoryId) errors.childCategoryId = "Choose a child category";
      return errors;
    },
  });
  const values = form.getValues();

  const tree = categories.tree ?? [];
  const category = tree.find((c) => c.id === values.categoryId);
  const subCategory = category?.subCategories.find((s) => s.id === values.subCategoryId);

  const regenerate = (next: { sizes?: string[]; colors?: string[] }) => {
    const sizes = cleanOptions(next.sizes ?? values.sizeOptions);
    const colors = cleanOptions(next.colors ?? values.colorOptions);
    form.setFieldValue("sizeOptions", sizes);
    form.setFieldValue("colorOptions", colors);
    form.setFieldValue("variants", buildVariantRows(sizes, colors, values.variants, values.sku || values.name));
  };

  const editBody = editing ? changedProductBody(initial, values) : null;
  const approvedContent = editing ? reviewedContentValues(product, "approved") : null;
  const showsApprovedContent = approvedContent !== null && sameReviewedContent(approvedContent, values);
  const withdrawsEdit = editing && product.revision?.status === "pending" && editBody !== null && needsReviewAgain(editBody) && showsApprovedContent;
  const goesBackToReview = editing && product.approvalStatus === "approved" && editBody !== null && needsReviewAgain(editBody) && !withdrawsEdit;
  // Sets the reviewed fields back to the approved content; saving then withdraws the waiting edit.
  const restoreApproved = () => {
    if (!product) return;
    form.setValues(reviewedContentValues(product, "approved"));
  };
  const nothingChanged = editing && editBody !== null && Object.keys(editBody).length === 0;

  const onSubmit = form.onSubmit((submitted) => {
    const onError = (error: unknown) => applyFieldErrors(form, error, (path) => formPathFor(path, submitted));
    if (editing) {
      update.mutate(changedProductBody(initial, submitted), {
        onSuccess: ({ message, product: saved }) => {
          notifySuccess(message, MESSAGES.productEdited);
          // Spec §4: the form resets after a successful edit, to the product as now saved.
          form.setInitialValues(productToValues(saved));
          form.reset();
          setSavedCount((n) => n + 1);
        },
        onError,
      });
    } else {
      create.mutate(toProductBody(submitted), {
        onSuccess: ({ message }) => {
          notifySuccess(message, MESSAGES.productCreated);
          // Spec §4: the form resets after a successful create, ready for the next product.
          form.reset();
          setSavedCount((n) => n + 1);
          window.scrollTo({ top: 0, behavior: "smooth" });
        },
        onError,
      });
    }
  });

  const listPrice = typeof values.price === "number" ? values.price : 0;
  const selling = typeof values.sellingPrice === "number" ? values.sellingPrice : 0;
  const cost = typeof values.costPrice === "number" ? values.costPrice : 0;
  const saving = listPrice > selling && selling > 0 ? Math.round(((listPrice - selling) / listPrice) * 100) : 0;
  const hasVariants = values.variants.length > 0;

  const categoryFields = categories.loading ? (
    <Stack gap="sm">
      <Skeleton h={60} />
      <Skeleton h={60} />
      <Skeleton h={60} />
    </Stack>
  ) : categories.error ? (
    <ErrorState message={categories.error} onRetry={categories.retry} />
  ) : (
    <Stack gap="sm">
      <Select
        label="Category"
        placeholder="Choose a category"
        required
        searchable
        data={tree.map((c) => ({ value: c.id, label: c.name }))}
        key={form.key("categoryId")}
        {...form.getInputProps("categoryId")}
        value={values.categoryId || null}
        onChange={(value) => {
          form.setFieldValue("categoryId", value ?? "");
          form.setFieldValue("subCategoryId", "");
          form.setFieldValue("childCategoryId", "");
        }}
        nothingFoundMessage="No category with that name"
      />
      <Select
        label="Sub-category"
        placeholder={category ? "Choose a sub-category" : "Choose a category first"}
        required
        searchable
        disabled={!category}
        data={(category?.subCategories ?? []).map((s) => ({ value: s.id, label: s.name }))}
        key={form.key("subCategoryId")}
        {...form.getInputProps("subCategoryId")}
        value={values.subCategoryId || null}
        onChange={(value) => {
          form.setFieldValue("subCategoryId", value ?? "");
          form.setFieldValue("childCategoryId", "");
        }}
      />
      <Select
        label="Child category"
        placeholder={subCategory ? "Choose a child category" : "Choose a sub-category first"}
        required
        searchable
        disabled={!subCategory}
        data={(subCategory?.childCategories ?? []).map((c) => ({ value: c.id, label: c.name }))}
        key={form.key("childCategoryId")}
        {...form.getInputProps("childCategoryId")}
        value={values.childCategoryId || null}
        onChange={(value) => form.setFieldValue("childCategoryId", value ?? "")}
      />
    </Stack>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? "Edit product" : "Add a product"}>
      <Stack gap="lg">
        {product ? <StatusNotice product={product} onRestore={restoreApproved} /> : null}
        {!editing && savedCount > 0 && create.isSuccess ? (
          <Alert color="brand" variant="light" icon={<IconCircleCheck size={18} />} role="status" data-testid="create-success">
            {create.data.message} It is pending review.{" "}
            <Anchor component={Link} to="/merchant/products?status=pending" size="sm" fw={600}>
              See pending products
            </Anchor>
          </Alert>
        ) : null}
        {mutation.error ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="form-error">
            {productFailureMessage(mutation.error)}
          </Alert>
        ) : null}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              <Section title="Details">
                <TextInput label="Product name" required maxLength={200} key={form.key("name")} {...form.getInputProps("name")} />
                <Textarea
                  size="md"
                  label="Description"
                  description="What it is, what it is made of, sizes and what is in the box."
                  required
                  autosize
                  minRows={4}
                  maxRows={14}
                  key={form.key("description")}
                  {...form.getInputProps("description")}
                />
              </Section>

              <Section title="Images">
                <ImageListField
                  label="Product images"
                  required
                  value={values.hostedImages}
                  onChange={(next) => form.setFieldValue("hostedImages", next)}
                  upload={(file) => uploadFile("image", file, "merchant")}
                  max={MAX_PRODUCT_IMAGES}
                  error={form.errors.hostedImages}
                  itemLabel="image"
                />
              </Section>

              <Section title="Pricing" description="Customers pay the selling price; a higher list price shows struck through with the saving.">
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                  <NumberInput size="md" label="Selling price" description="What customers pay" required {...moneyProps} key={form.key("sellingPrice")} {...form.getInputProps("sellingPrice")} />
                  <NumberInput size="md" label="List price" description="Before discount" required {...moneyProps} key={form.key("price")} {...form.getInputProps("price")} />
                  <NumberInput size="md" label="Cost price" description="Only you see this" required {...moneyProps} key={form.key("costPrice")} {...form.getInputProps("costPrice")} />
                </SimpleGrid>
                {selling > 0 ? (
                  <Text size="sm" c="dimmed" data-testid="pricing-summary">
                    {saving > 0 ? `Customers see ${formatNaira(selling)} instead of ${formatNaira(listPrice)} (${saving}% off).` : `Customers see ${formatNaira(selling)}.`}
                    {cost > 0 ? ` Margin before fees: ${formatNaira(Math.round((selling - cost) * 100) / 100)}.` : ""}
                  </Text>
                ) : null}
              </Section>

              <Section title="Variants" description="Sizes and colours customers choose from. Each combination gets its own SKU, stock and discount.">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TagsInput
                    size="md"
                    label="Sizes"
                    description="Type a size and press Enter, e.g. S, M, L"
                    value={values.sizeOptions}
                    onChange={(sizes) => regenerate({ sizes })}
                    error={form.errors.sizeOptions}
                    splitChars={[",", "|"]}
                    clearable
                  />
                  <TagsInput
                    size="md"
                    label="Colours"
                    description="Type a colour and press Enter, e.g. Red, Blue"
                    value={values.colorOptions}
                    onChange={(colors) => regenerate({ colors })}
                    error={form.errors.colorOptions}
                    splitChars={[",", "|"]}
                    clearable
                  />
                </SimpleGrid>
                {form.errors.variants ? (
                  <Text size="sm" c="red.7" role="alert">
                    {form.errors.variants}
                  </Text>
                ) : null}
                {hasVariants && compact ? (
                  <Stack gap="sm" data-testid="variants-table" aria-label="Variants">
                    {values.variants.map((row, index) => {
                      const name = [row.size, row.color].filter(Boolean).join(" / ");
                      return (
                        <Paper key={`${row.size}|${row.color}`} withBorder radius="md" p="sm" data-testid="variant-row">
                          <Stack gap="xs">
                            <Text fw={600} size="sm">
                              {name}
                            </Text>
                            <TextInput label="SKU" aria-label={`SKU for ${name}`} size="sm" key={form.key(`variants.${index}.sku`)} {...form.getInputProps(`variants.${index}.sku`)} />
                            <SimpleGrid cols={2} spacing="xs">
                              <NumberInput
                                label="Quantity"
                                aria-label={`Quantity for ${name}`}
                                size="sm"
                                min={0}
                                allowDecimal={false}
                               
                                key={form.key(`variants.${index}.quantity`)}
                                {...form.getInputProps(`variants.${index}.quantity`)}
                              />
                              <NumberInput
                                label="Discount"
                                aria-label={`Discount percent for ${name}`}
                                size="sm"
                                min={0}
                                max={100}
                                decimalScale={2}
                               
                                suffix="%"
                                key={form.key(`variants.${index}.discount`)}
                                {...form.getInputProps(`variants.${index}.discount`)}
                              />
                            </SimpleGrid>
                          </Stack>
                        </Paper>
                      );
                    })}
                  </Stack>
                ) : hasVariants ? (
                  <Table.ScrollContainer minWidth={560}>
                    <Table verticalSpacing={6} fz="sm" aria-label="Variants" data-testid="variants-table">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Variant</Table.Th>
                          <Table.Th>SKU</Table.Th>
                          <Table.Th w={120}>Quantity</Table.Th>
                          <Table.Th w={120}>Discount %</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {values.variants.map((row, index) => {
                          const name = [row.size, row.color].filter(Boolean).join(" / ");
                          return (
                            <Table.Tr key={`${row.size}|${row.color}`} data-testid="variant-row">
                              <Table.Td fw={600}>{name}</Table.Td>
                              <Table.Td>
                                <TextInput aria-label={`SKU for ${name}`} size="sm" key={form.key(`variants.${index}.sku`)} {...form.getInputProps(`variants.${index}.sku`)} />
                              </Table.Td>
                              <Table.Td>
                                <NumberInput
                                  aria-label={`Quantity for ${name}`}
                                  size="sm"
                                  min={0}
                                  allowDecimal={false}
                                 
                                  key={form.key(`variants.${index}.quantity`)}
                                  {...form.getInputProps(`variants.${index}.quantity`)}
                                />
                              </Table.Td>
                              <Table.Td>
                                <NumberInput
                                  aria-label={`Discount percent for ${name}`}
                                  size="sm"
                                  min={0}
                                  max={100}
                                  decimalScale={2}
                                 
                                  suffix="%"
                                  key={form.key(`variants.${index}.discount`)}
                                  {...form.getInputProps(`variants.${index}.discount`)}
                                />
                              </Table.Td>
                            </Table.Tr>
                          );
                        })}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                ) : (
                  <Text size="sm" c="dimmed">
                    No variants: the product is sold as one item.
                  </Text>
                )}
              </Section>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="lg">
              <Section title="Category">{categoryFields}</Section>

              <Section title="Inventory">
                <TextInput label="SKU" description="Your own stock code (optional)" maxLength={64} key={form.key("sku")} {...form.getInputProps("sku")} />
                <NumberInput
                  size="md"
                  label="Quantity in stock"
                  description={hasVariants ? "The total of the variants' quantities" : undefined}
                  min={0}
                  allowDecimal={false}
                 
                  disabled={hasVariants}
                  key={form.key("quantity")}
                  {...form.getInputProps("quantity")}
                  value={hasVariants ? variantTotal(values.variants) : values.quantity}
                />
                <NumberInput
                  size="md"
                  label="Stock alert"
                  description="Warn me when stock falls to this many units"
                  min={0}
                  allowDecimal={false}
                 
                  key={form.key("stockAlertUnits")}
                  {...form.getInputProps("stockAlertUnits")}
                />
                <Radio.Group label="When sold out" key={form.key("whenSoldOut")} {...form.getInputProps("whenSoldOut")}>
                  <Stack gap={6} mt={6}>
                    <Radio value="show_sold_out" label="Keep showing it, marked sold out" />
                    <Radio value="hide" label="Hide it from customers" />
                  </Stack>
                </Radio.Group>
                <Switch
                  label="Keep selling when out of stock (backorders)"
                  key={form.key("contSalesOutOfStock")}
                  {...form.getInputProps("contSalesOutOfStock", { type: "checkbox" })}
                />
              </Section>

              <Section title="Shipping">
                <Switch
                  label="Digital product (nothing to ship)"
                  key={form.key("IsDigitalProduct")}
                  {...form.getInputProps("IsDigitalProduct", { type: "checkbox" })}
                />
                <Group gap="xs" align="flex-start" grow wrap="nowrap">
                  <NumberInput size="md" label="Weight" required min={0} decimalScale={3} key={form.key("weight")} {...form.getInputProps("weight")} />
                  <Select
                    label="Unit"
                    data={[...WEIGHT_UNITS]}
                    allowDeselect={false}
                    key={form.key("weightUnit")}
                    {...form.getInputProps("weightUnit")}
                    maw={100}
                  />
                </Group>
                {values.IsDigitalProduct ? null : (
                  <>
                    <Switch label="Add package dimensions" key={form.key("hasDimensions")} {...form.getInputProps("hasDimensions", { type: "checkbox" })} />
                    {values.hasDimensions ? (
                      <Stack gap="xs">
                        <SimpleGrid cols={3} spacing="xs">
                          <NumberInput size="md" label="Length" min={0} decimalScale={2} hideControls key={form.key("length")} {...form.getInputProps("length")} />
                          <NumberInput size="md" label="Width" min={0} decimalScale={2} hideControls key={form.key("width")} {...form.getInputProps("width")} />
                          <NumberInput size="md" label="Height" min={0} decimalScale={2} hideControls key={form.key("height")} {...form.getInputProps("height")} />
                        </SimpleGrid>
                        <Select label="Dimension unit" data={[...DIMENSION_UNITS]} allowDeselect={false} key={form.key("dimensionUnit")} {...form.getInputProps("dimensionUnit")} />
                      </Stack>
                    ) : null}
                  </>
                )}
              </Section>
            </Stack>
          </Grid.Col>
        </Grid>

        <Paper withBorder p="md" radius="lg" pos="sticky" bottom={8} style={{ zIndex: 5 }} shadow="sm">
          <Stack gap="sm">
            {withdrawsEdit ? (
              <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} p="xs" data-testid="withdraw-warning">
                The form shows the approved version again: saving withdraws your changes waiting for review.
              </Alert>
            ) : null}
            {goesBackToReview ? (
              <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} p="xs" data-testid="review-warning">
                You changed the name, description, images or category: these changes wait for review. Customers keep seeing the approved version until an admin approves them.
              </Alert>
            ) : null}
            <Group justify="space-between" gap="sm">
              <Button component={Link} to="/merchant/products" variant="default">
                {editing ? "Back to products" : "Cancel"}
              </Button>
              <Button type="submit" loading={mutation.isPending} disabled={nothingChanged}>
                {editing ? "Save changes" : "Create product"}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}
