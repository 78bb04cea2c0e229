import { CreatePromotionBodySchema, MESSAGES, type Promotion } from "@bitmarte/contracts";
import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Checkbox,
  Drawer,
  Group,
  Modal,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch, IconSpeakerphone, IconTrash, IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState, type ReactNode } from "react";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { ConfirmModal } from "../../ui/confirm-modal";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { FileUpload } from "../../ui/file-upload";
import { fieldPath, FormFailure } from "../../ui/form-errors";
import { MoneyText } from "../../ui/money-text";
import { notifyError, notifySuccess } from "../../ui/notify";
import { useAddPromotionProducts, useCreatePromotion, useDeletePromotion, useRemovePromotionProduct } from "./merchandising.mutations";
import { productSearchQuery, promotionSectionsQuery, promotionsQuery } from "./merchandising.queries";

const PAGE_SIZE = 10;

/** Running, scheduled or ended on `today` (YYYY-MM-DD); open-ended dates count as running. */
export function promotionPhase(p: Pick<Promotion, "startDate" | "endDate">, today: string): "running" | "scheduled" | "ended" {
  if (p.startDate && p.startDate > today) return "scheduled";
  if (p.endDate && p.endDate < today) return "ended";
  return "running";
}

const PHASE_BADGE = {
  running: { label: "Running", color: "brand" },
  scheduled: { label: "Scheduled", color: "blue" },
  ended: { label: "Ended", color: "gray" },
} as const;

const day = (d: string | null) => (d ? formatDate(`${d}T00:00:00Z`) : null);

function CreatePromotionModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreatePromotion();
  const [values, setValues] = useState({ name: "", description: "", image: null as string | null, startDate: "", endDate: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const close = () => {
    setValues({ name: "", description: "", image: null, startDate: "", endDate: "" });
    setErrors({});
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: values.name,
      description: values.description || undefined,
      image: values.image ?? undefined,
      startDate: values.startDate || undefined,
      endDate: values.endDate || undefined,
    };
    const parsed = CreatePromotionBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        notifySuccess(message, MESSAGES.promotionCreated);
        close();
      },
      onError: (error) => {
        const next: Record<string, string> = {};
        if (isApiError(error)) for (const e of error.errors) next[fieldPath(e.path)] ??= e.message;
        setErrors(next);
      },
    });
  };

  const field = (name: keyof typeof values) => ({
    value: (values[name] as string) ?? "",
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((x) => ({ ...x, [name]: "" }));
    },
    error: errors[name] || undefined,
  });

  return (
    <Modal opened={opened} onClose={close} title="New promotion" centered radius="lg" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormFailure error={create.error} />
          <TextInput label="Name" required maxLength={100} {...field("name")} data-autofocus />
          <Textarea label="Description" autosize minRows={2} maxLength={1000} {...field("description")} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Starts" type="date" description="Empty: starts now" {...field("startDate")} />
            <TextInput label="Ends" type="date" description="Empty: no end" {...field("endDate")} />
          </SimpleGrid>
          <FileUpload
            label="Image"
            description="Optional banner for the promotion"
            kind="image"
            userType="admin"
            value={values.image}
            onChange={(file) => setValues((v) => ({ ...v, image: file?.url ?? null }))}
            error={errors.image}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create promotion
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function PromotionProductsDrawer({ promotion, onClose }: { promotion: Promotion | null; onClose: () => void }) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [selected, setSelected] = useState<string[]>([]);
  const sections = useQuery({ ...promotionSectionsQuery(), enabled: promotion !== null });
  const results = useQuery({ ...productSearchQuery(debounced), enabled: promotion !== null });
  const add = useAddPromotionProducts();
  const remove = useRemovePromotionProduct();

  const current = sections.data?.find((s) => s.promotion.id === promotion?.id)?.products ?? null;
  const currentIds = new Set(current?.map((p) => p.id) ?? []);

  const close = () => {
    setSearch("");
    setSelected([]);
    add.reset();
    onClose();
  };

  const addSelected = () => {
    if (!promotion || selected.length === 0) return;
    add.mutate(
      { promotionId: promotion.id, productIds: selected },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message, MESSAGES.promotionProductsAdded);
          setSelected([]);
          void sections.refetch();
        },
      },
    );
  };

  const removeOne = (productId: string) => {
    if (!promotion) return;
    remove.mutate(
      { promoId: promotion.id, productId },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message, MESSAGES.promotionProductRemoved);
          void sections.refetch();
        },
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <Drawer opened={promotion !== null} onClose={close} position="right" size="lg" title={promotion ? `Products in ${promotion.name}` : ""} padding="lg">
      {promotion ? (
        <Stack gap="lg">
          <Stack gap="xs" component="section" aria-labelledby="promo-current">
            <Group justify="space-between">
              <Title order={3} fz="sm" id="promo-current">
                In the promotion
              </Title>
              <Badge variant="light" color="gray" radius="sm">
                {promotion.productCount}
              </Badge>
            </Group>
            {sections.isPending ? (
              <Skeleton h={80} />
            ) : sections.isError ? (
              <ErrorState message={errorMessage(sections.error, MESSAGES.loadProductsFailed)} onRetry={() => void sections.refetch()} />
            ) : current === null ? (
              <Text size="sm" c="dimmed">
                {promotion.productCount > 0
                  ? `${promotion.productCount} products. Their list shows while the promotion is running.`
                  : "No products yet. Add some below."}
              </Text>
            ) : (
              <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
                {current.map((p) => (
                  <Group component="li" key={p.id} justify="space-between" wrap="nowrap" gap="sm">
                    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                      <Avatar src={p.hostedImages[0]} alt="" radius="sm" size={32} />
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" truncate>
                          {p.name}
                        </Text>
                        <Text size="xs" c="dimmed" truncate>
                          {p.storeName}
                        </Text>
                      </Stack>
                    </Group>
                    <Tooltip label="Remove from the promotion">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => removeOne(p.id)}
                        loading={remove.isPending && remove.variables?.productId === p.id}
                        aria-label={`Remove ${p.name} from the promotion`}
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                ))}
                {promotion.productCount > current.length ? (
                  <Text size="xs" c="dimmed">
                    Showing {current.length} of {promotion.productCount} (products on sale now).
                  </Text>
                ) : null}
              </Stack>
            )}
          </Stack>

          <Stack gap="xs" component="section" aria-labelledby="promo-add">
            <Title order={3} fz="sm" id="promo-add">
              Add products
            </Title>
            <TextInput
              label="Search approved products"
              placeholder="Product name or SKU"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              type="search"
              size="sm"
            />
            <FormFailure error={add.error} />
            {results.isPending ? (
              <Skeleton h={120} />
            ) : results.isError ? (
              <ErrorState message={errorMessage(results.error, MESSAGES.loadProductsFailed)} onRetry={() => void results.refetch()} />
            ) : results.data.products.length === 0 ? (
              <Text size="sm" c="dimmed">
                No approved product matches.
              </Text>
            ) : (
              <Checkbox.Group value={selected} onChange={setSelected} label="Results" aria-label="Products to add">
                <Stack gap={6} mt={6} style={{ opacity: results.isFetching ? 0.6 : 1 }}>
                  {results.data.products.map((p) => (
                    <Checkbox
                      key={p.id}
                      value={p.id}
                      disabled={currentIds.has(p.id)}
                      label={
                        <Group gap="xs" wrap="nowrap">
                          <Avatar src={p.hostedImages[0]} alt="" radius="sm" size={28} />
                          <Text size="sm" lineClamp={1}>
                            {p.name}
                          </Text>
                          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                            <MoneyText amount={p.pricing.sellingPrice} /> · {p.storeName}
                          </Text>
                        </Group>
                      }
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
            <Group justify="flex-end">
              <Button onClick={addSelected} disabled={selected.length === 0} loading={add.isPending} leftSection={<IconPlus size={16} />}>
                Add {selected.length > 0 ? selected.length : ""} {selected.length === 1 ? "product" : "products"}
              </Button>
            </Group>
          </Stack>
        </Stack>
      ) : null}
    </Drawer>
  );
}

/** Promotions: create, delete, and choose their products. */
export function PromotionsPanel() {
  const [page, setPage] = useState(1);
  const query = useQuery(promotionsQuery(page, PAGE_SIZE));
  const remove = useDeletePromotion();
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState<Promotion | null>(null);
  const [deleting, setDeleting] = useState<Promotion | null>(null);
  const today = new Date().toISOString().slice(0, 10);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Skeleton h={140} radius="lg" />
        <Skeleton h={140} radius="lg" />
      </SimpleGrid>
    );
  } else if (query.isError) {
    body = <ErrorState message={errorMessage(query.error, MESSAGES.errorOccurred)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.data.rows.length === 0) {
    body = (
      <EmptyState
        icon={<IconSpeakerphone size={28} stroke={1.6} />}
        title="No promotions yet"
        description="Create a promotion, then add products to it. Running promotions show on the home page."
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {query.data.rows.map((p) => {
            const phase = PHASE_BADGE[promotionPhase(p, today)];
            const dates = [day(p.startDate), day(p.endDate)];
            return (
              <Paper key={p.id} withBorder radius="lg" p="md" data-testid="promotion-card">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={700}>{p.name}</Text>
                      <Text size="xs" c="dimmed">
                        {dates[0] || dates[1] ? `${dates[0] ?? "Now"} – ${dates[1] ?? "no end"}` : "No dates: always running"}
                      </Text>
                    </Stack>
                    <Badge color={phase.color} variant="light" radius="sm" tt="none">
                      {phase.label}
                    </Badge>
                  </Group>
                  {p.description ? (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {p.description}
                    </Text>
                  ) : null}
                  <Group justify="space-between">
                    <Text size="sm">
                      {p.productCount} {p.productCount === 1 ? "product" : "products"}
                    </Text>
                    <Group gap="xs">
                      <Button size="xs" variant="light" onClick={() => setManaging(p)} aria-label={`Manage products of ${p.name}`}>
                        Products
                      </Button>
                      <ActionIcon variant="subtle" color="red" onClick={() => { remove.reset(); setDeleting(p); }} aria-label={`Delete ${p.name}`}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
        {query.data.count > PAGE_SIZE ? (
          <Pagination total={Math.ceil(query.data.count / PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Running promotions and their products show on the home page.
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          New promotion
        </Button>
      </Group>
      {body}
      <CreatePromotionModal opened={creating} onClose={() => setCreating(false)} />
      <PromotionProductsDrawer promotion={managing} onClose={() => setManaging(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete promotion"
        message={
          <>
            Delete <strong>{deleting?.name}</strong>? Its products stay on sale; only the promotion goes.
          </>
        }
        confirmLabel="Delete promotion"
        danger
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: ({ message }) => {
              notifySuccess(message, MESSAGES.promotionDeleted);
              setDeleting(null);
            },
          })
        }
        error={<FormFailure error={remove.error} />}
      />
    </Stack>
  );
}
