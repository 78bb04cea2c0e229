import { CreateFeaturedImageCollectionBodySchema, type FeaturedImageCollection, MESSAGES } from "@bitmarte/contracts";
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Pagination,
  Paper,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { IconEdit, IconEye, IconEyeOff, IconPhoto, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState, type ReactNode } from "react";
import { errorMessage, isApiError } from "../../lib/api-client";
import { ConfirmModal } from "../../ui/confirm-modal";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { fieldPath, FormFailure } from "../../ui/form-errors";
import { ImageListField } from "../../ui/image-list-field";
import { notifyError, notifySuccess } from "../../ui/notify";
import { uploadFile } from "../../ui/upload-client";
import { useDeleteCollection, useSaveCollection } from "./merchandising.mutations";
import { type CollectionVisibility, collectionsQuery } from "./merchandising.queries";

const MAX_IMAGES = 20;
const PAGE_SIZE = 20;
const VISIBILITY_FILTERS = [
  { value: "all", label: "All" },
  { value: "active", label: "On the home page" },
  { value: "hidden", label: "Hidden" },
];
const EMPTY_FILTERED: Record<CollectionVisibility, { title: string; description: string }> = {
  active: { title: "Nothing on the home page", description: "Every collection is hidden; the home page shows Bitmarte's own banner." },
  hidden: { title: "No hidden collections", description: "Switch off “Show on the home page” in a collection to hide it without deleting it." },
};

interface ImageMeta {
  link: string;
  alt: string;
}

interface CollectionValues {
  title: string;
  subtitle: string;
  sortOrder: number | string;
  isActive: boolean;
  urls: string[];
  meta: Record<string, ImageMeta>;
}

function valuesOf(collection: FeaturedImageCollection | null): CollectionValues {
  if (!collection) return { title: "", subtitle: "", sortOrder: 0, isActive: true, urls: [], meta: {} };
  return {
    title: collection.title,
    subtitle: collection.subtitle ?? "",
    sortOrder: collection.sortOrder,
    isActive: collection.isActive,
    urls: collection.images.map((i) => i.url),
    meta: Object.fromEntries(collection.images.map((i) => [i.url, { link: i.link ?? "", alt: i.alt ?? "" }])),
  };
}

/** The create/update body for the form's values. */
export function collectionBody(values: CollectionValues) {
  return {
    title: values.title,
    subtitle: values.subtitle || undefined,
    sortOrder: typeof values.sortOrder === "number" ? values.sortOrder : Number.NaN,
    isActive: values.isActive,
    images: values.urls.map((url) => ({ url, link: values.meta[url]?.link.trim() || null, alt: values.meta[url]?.alt.trim() || null })),
  };
}

function CollectionModal({ target, onClose }: { target: { collection: FeaturedImageCollection | null } | null; onClose: () => void }) {
  const save = useSaveCollection();
  const [values, setValues] = useState<CollectionValues>(valuesOf(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const key = target ? (target.collection?.id ?? "new") : null;

  if (key !== openedFor) {
    setOpenedFor(key);
    setValues(valuesOf(target?.collection ?? null));
    setErrors({});
    save.reset();
  }

  const set = (patch: Partial<CollectionValues>) => setValues((v) => ({ ...v, ...patch }));
  const setMeta = (url: string, patch: Partial<ImageMeta>) =>
    setValues((v) => ({ ...v, meta: { ...v.meta, [url]: { ...(v.meta[url] ?? { link: "", alt: "" }), ...patch } } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = collectionBody(values);
    const parsed = CreateFeaturedImageCollectionBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === "images" ? "images" : String(issue.path[0]);
        next[field] ??= issue.code === "invalid_type" ? "This field is required" : issue.message;
      }
      setErrors(next);
      return;
    }
    save.mutate(
      { id: target?.collection?.id, body: parsed.data },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message, target?.collection ? MESSAGES.featuredCollectionUpdated : MESSAGES.featuredCollectionCreated);
          onClose();
        },
        onError: (error) => {
          const next: Record<string, string> = {};
          if (isApiError(error)) for (const e of error.errors) next[fieldPath(e.path).split(".")[0]] ??= e.message;
          setErrors(next);
        },
      },
    );
  };

  return (
    <Modal opened={target !== null} onClose={onClose} title={target?.collection ? "Edit featured images" : "New featured images"} centered radius="lg" size="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormFailure error={save.error} />
          <Group grow align="flex-start">
            <TextInput label="Title" required maxLength={120} value={values.title} onChange={(e) => set({ title: e.currentTarget.value })} error={errors.title} data-autofocus />
            <TextInput label="Subtitle" maxLength={240} value={values.subtitle} onChange={(e) => set({ subtitle: e.currentTarget.value })} error={errors.subtitle} />
          </Group>
          <Group grow align="flex-start">
            <NumberInput label="Order" description="Lower numbers show first" min={0} allowDecimal={false} allowNegative={false} value={values.sortOrder} onChange={(v) => set({ sortOrder: v })} error={errors.sortOrder} />
            <Switch
              label="Show on the home page"
              description="Turned off, the collection leaves the home page"
              checked={values.isActive}
              onChange={(e) => set({ isActive: e.currentTarget.checked })}
              mt={28}
            />
          </Group>
          <ImageListField
            label="Banner images"
            description="Wide images (about 1600 × 560) look best. Drag or use the arrows to reorder."
            required
            value={values.urls}
            onChange={(urls) => set({ urls })}
            upload={(file) => uploadFile("image", file, "admin")}
            max={MAX_IMAGES}
            error={errors.images}
            itemLabel="banner"
            aspectRatio="1600 / 560"
          />
          {values.urls.length > 0 ? (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                Where each banner leads
              </Text>
              {values.urls.map((url, i) => (
                <Group key={url} gap="xs" align="flex-end" wrap="wrap">
                  <img src={url} alt="" width={96} height={34} style={{ objectFit: "cover", borderRadius: 4 }} />
                  <TextInput
                    label={`Banner ${i + 1} link`}
                    placeholder="/search?q=… or /category/…"
                    size="xs"
                    value={values.meta[url]?.link ?? ""}
                    onChange={(e) => setMeta(url, { link: e.currentTarget.value })}
                    style={{ flex: "1 1 12rem" }}
                  />
                  <TextInput
                    label={`Banner ${i + 1} description`}
                    placeholder="What the banner says, for screen readers"
                    size="xs"
                    value={values.meta[url]?.alt ?? ""}
                    onChange={(e) => setMeta(url, { alt: e.currentTarget.value })}
                    style={{ flex: "1 1 12rem" }}
                  />
                </Group>
              ))}
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Featured image collections: the banners of the home page hero. */
export function CollectionsPanel() {
  const [visibility, setVisibility] = useState<CollectionVisibility | undefined>(undefined);
  const [page, setPage] = useState(1);
  const query = useQuery(collectionsQuery(page, PAGE_SIZE, visibility));
  const totalPages = query.data ? Math.max(1, Math.ceil(query.data.count / PAGE_SIZE)) : 1;
  // Deleting the last collection of the last page leaves an empty page behind; step back to one with rows.
  if (query.data && page > totalPages) setPage(totalPages);
  const remove = useDeleteCollection();
  const toggle = useSaveCollection();
  const toggleVisibility = (c: FeaturedImageCollection) =>
    toggle.mutate(
      { id: c.id, body: { ...collectionBody(valuesOf(c)), isActive: !c.isActive } },
      {
        onSuccess: ({ message }) => notifySuccess(message, MESSAGES.featuredCollectionUpdated),
        onError: (error) => notifyError(error),
      },
    );
  const [editing, setEditing] = useState<{ collection: FeaturedImageCollection | null } | null>(null);
  const [deleting, setDeleting] = useState<FeaturedImageCollection | null>(null);

  let body: ReactNode;
  if (query.isPending) {
    body = <Skeleton h={160} radius="lg" />;
  } else if (query.isError) {
    body = <ErrorState message={errorMessage(query.error, MESSAGES.errorOccurred)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.data.rows.length === 0) {
    body = visibility ? (
      <EmptyState icon={<IconPhoto size={28} stroke={1.6} />} title={EMPTY_FILTERED[visibility].title} description={EMPTY_FILTERED[visibility].description} />
    ) : (
      <EmptyState icon={<IconPhoto size={28} stroke={1.6} />} title="No featured images" description="The home page shows Bitmarte's own banner until you add some." />
    );
  } else {
    body = (
      <Stack gap="sm" style={{ opacity: query.isPlaceholderData && query.isFetching ? 0.6 : 1 }} aria-busy={(query.isPlaceholderData && query.isFetching) || undefined}>
        {query.data.rows.map((c) => (
          <Paper key={c.id} withBorder radius="lg" p="md" data-testid="collection-card">
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={700}>{c.title}</Text>
                    <Badge variant="light" color="gray" radius="sm" tt="none">
                      Order {c.sortOrder}
                    </Badge>
                    {c.isActive ? null : (
                      <Badge variant="light" color="yellow" radius="sm" tt="none">
                        Hidden
                      </Badge>
                    )}
                  </Group>
                  {c.subtitle ? (
                    <Text size="sm" c="dimmed">
                      {c.subtitle}
                    </Text>
                  ) : null}
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color={c.isActive ? "gray" : "brand"}
                    onClick={() => toggleVisibility(c)}
                    loading={toggle.isPending && toggle.variables?.id === c.id}
                    aria-label={c.isActive ? `Hide ${c.title} from the home page` : `Show ${c.title} on the home page`}
                    title={c.isActive ? "Hide from the home page" : "Show on the home page"}
                  >
                    {c.isActive ? <IconEyeOff size={16} /> : <IconEye size={16} />}
                  </ActionIcon>
                  <ActionIcon variant="subtle" onClick={() => setEditing({ collection: c })} aria-label={`Edit ${c.title}`}>
                    <IconEdit size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" onClick={() => { remove.reset(); setDeleting(c); }} aria-label={`Delete ${c.title}`}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
              <ScrollArea type="auto" offsetScrollbars>
                <Group gap="xs" wrap="nowrap">
                  {c.images.map((img) => (
                    <img key={img.url} src={img.url} alt={img.alt ?? ""} width={200} height={70} loading="lazy" style={{ objectFit: "cover", borderRadius: 6, flexShrink: 0 }} />
                  ))}
                </Group>
              </ScrollArea>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" style={{ flex: "1 1 16rem" }}>
          Active collections form the home page banner, in order. Hidden ones stay here until you show or delete them.
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ collection: null })}>
          New collection
        </Button>
      </Group>
      <SegmentedControl
        aria-label="Show collections"
        data={VISIBILITY_FILTERS}
        value={visibility ?? "all"}
        onChange={(value) => {
          setVisibility(value === "active" || value === "hidden" ? value : undefined);
          setPage(1);
        }}
        style={{ alignSelf: "flex-start" }}
        size="sm"
      />
      {body}
      {query.data && totalPages > 1 ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {query.data.count} collections
          </Text>
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ "aria-label": `${control} page` })}
            getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
          />
        </Group>
      ) : null}
      <CollectionModal target={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete featured images"
        message={
          <>
            Delete <strong>{deleting?.title}</strong> and its banners from the home page?
          </>
        }
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: ({ message }) => {
              notifySuccess(message, MESSAGES.featuredCollectionDeleted);
              setDeleting(null);
            },
          })
        }
        error={<FormFailure error={remove.error} />}
      />
    </Stack>
  );
}
