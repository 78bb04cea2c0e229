import {
  catalogueTheme,
  DEFAULT_THEME_COLORS,
  MESSAGES,
  THEME_COLOR_KEYS,
  THEME_SOCIAL_KEYS,
  type ThemeLayout,
} from "@bitmarte/contracts";
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  ColorInput,
  FileInput,
  Group,
  Image,
  Paper,
  Rating,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArrowLeft, IconPhoto, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { notifyError, notifySuccess } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { checkUpload, fileHref, UPLOAD_RULES } from "../../ui/upload-client";
import { ThemedStorefront, type ThemeProduct } from "./storefront-theme";
import { SOCIAL_LABELS } from "./theme-style";
import { type ThemeDraft, useCreateTestimonial, useDeleteTestimonial, useSaveTheme } from "./themes.mutations";
import { customizationQuery } from "./themes.queries";

const COLOR_LABELS: Record<(typeof THEME_COLOR_KEYS)[number], string> = {
  headingsAndLinks: "Headings and links",
  bodyText: "Body text",
  salePrice: "Sale price",
  primaryButton: "Primary button",
  primaryLabel: "Primary button label",
  fieldText: "Field text",
  fieldBorder: "Field border",
  fieldBackground: "Field background",
};
const SWATCHES = ["#DAA520", "#000000", "#1A7F37", "#0B5FFF", "#C2255C", "#7048E8", "#E8590C", "#FFFFFF"];

/** Products drawn in the preview (the real ones appear on the public page). */
const SAMPLE_PRODUCTS: ThemeProduct[] = [
  { id: "00000000-0000-4000-8000-000000000001", name: "Ankara wrap dress", image: null, price: 18500, listPrice: 22000, inStock: true },
  { id: "00000000-0000-4000-8000-000000000002", name: "Leather sandals", image: null, price: 12000, listPrice: 12000, inStock: true },
  { id: "00000000-0000-4000-8000-000000000003", name: "Beaded necklace", image: null, price: 6500, listPrice: 8000, inStock: true },
  { id: "00000000-0000-4000-8000-000000000004", name: "Adire tote bag", image: null, price: 9000, listPrice: 9000, inStock: false },
];

function draftOf(layout: ThemeLayout): ThemeDraft {
  return {
    merchantThemeId: layout.merchantThemeId ?? "",
    header: { phoneNumber: layout.header.phoneNumber ?? "", email: layout.header.email ?? "", logo: null },
    body: { title: layout.body.title ?? "", subtitle: layout.body.subtitle ?? "", bannerImage: null, promoImage: null },
    colors: { ...layout.colors },
    socials: Object.fromEntries(THEME_SOCIAL_KEYS.map((k) => [k, layout.socials[k] ?? ""])),
  };
}

/** An object URL for a picked file, revoked when the file changes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function ImageField({ label, file, current, onChange, error }: { label: string; file: File | null; current: string | null; onChange: (f: File | null) => void; error?: string }) {
  const preview = useObjectUrl(file);
  const shown = preview ?? (current ? fileHref(current) : null);
  // A file that cannot be uploaded is refused when picked, with the reason, not when the theme is saved.
  const [refused, setRefused] = useState<string | null>(null);
  const pick = (picked: File | null) => {
    const reason = picked ? checkUpload("image", picked) : null;
    setRefused(reason);
    onChange(reason ? null : picked);
  };
  return (
    <Group align="flex-end" wrap="nowrap" gap="sm">
      <FileInput
        label={label}
        description={UPLOAD_RULES.image.hint}
        accept={UPLOAD_RULES.image.accept}
        placeholder="Choose an image"
        leftSection={<IconPhoto size={16} />}
        value={file}
        onChange={pick}
        clearable
        error={refused ?? error}
        style={{ flex: 1 }}
      />
      {shown ? <Image src={shown} alt={`${label} preview`} w={72} h={48} fit="cover" radius="sm" /> : null}
    </Group>
  );
}

/** The customisation form beside a live preview of the theme with the unsaved values. */
export function ThemeCustomizer({ themeId, storeName, canWrite }: { themeId: number; storeName: string; canWrite: boolean }) {
  const theme = catalogueTheme(themeId);
  const query = useQuery({ ...customizationQuery(themeId), enabled: !!theme });
  if (!theme) return <EmptyState title="Theme not found" description="Choose a theme from the gallery." />;
  if (query.isPending) return <Skeleton height={480} radius="md" aria-label="Loading theme" />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <EmptyState
          title="You have not added this theme"
          description="Add it from the gallery first (themes are free)."
          action={
            <Button component={Link} to="/merchant/themes" variant="light">
              Back to themes
            </Button>
          }
        />
      );
    }
    return <ErrorState message={errorMessage(query.error, MESSAGES.errorOccurred)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <CustomizerForm key={query.data.merchantThemeId} themeId={themeId} themeName={theme.name} layout={query.data} storeName={storeName} canWrite={canWrite} />;
}

function CustomizerForm({ themeId, themeName, layout, storeName, canWrite }: { themeId: number; themeName: string; layout: ThemeLayout; storeName: string; canWrite: boolean }) {
  const [draft, setDraft] = useState<ThemeDraft>(() => draftOf(layout));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [mobileView, setMobileView] = useState<"edit" | "preview">("edit");
  const wide = useMediaQuery("(min-width: 75em)", true, { getInitialValueInEffect: false });
  const save = useSaveTheme(themeId);
  const logoUrl = useObjectUrl(draft.header.logo);
  const bannerUrl = useObjectUrl(draft.body.bannerImage);
  const promoUrl = useObjectUrl(draft.body.promoImage);

  const set = <K extends keyof ThemeDraft>(part: K, patch: Partial<ThemeDraft[K]>) =>
    setDraft((d) => ({ ...d, [part]: { ...(d[part] as object), ...patch } }));

  // The preview draws the same theme components as the public page, with the unsaved values.
  const previewLayout: ThemeLayout = useMemo(
    () => ({
      ...layout,
      header: { logo: logoUrl ?? layout.header.logo, phoneNumber: draft.header.phoneNumber || null, email: draft.header.email || null },
      body: {
        title: draft.body.title || null,
        subtitle: draft.body.subtitle || null,
        bannerImage: bannerUrl ?? layout.body.bannerImage,
        promoImage: promoUrl ?? layout.body.promoImage,
      },
      colors: { ...layout.colors, ...(draft.colors as ThemeLayout["colors"]) },
      socials: Object.fromEntries(THEME_SOCIAL_KEYS.map((k) => [k, draft.socials[k] || null])) as ThemeLayout["socials"],
    }),
    [layout, draft, logoUrl, bannerUrl, promoUrl],
  );

  const onSave = async () => {
    setErrors({});
    try {
      const saved = await save.mutateAsync(draft);
      setDraft(draftOf(saved));
      notifySuccess(MESSAGES.themeUpdated);
    } catch (error) {
      if (isApiError(error)) setErrors(Object.fromEntries(error.errors.map((e) => [e.path, e.message])));
      notifyError(new Error(), MESSAGES.themeUpdateFailed);
    }
  };

  const form = (
    <Paper withBorder radius="md" p="md">
      <Tabs defaultValue="header" keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: "wrap" }}>
          <Tabs.Tab value="header">Header</Tabs.Tab>
          <Tabs.Tab value="body">Body</Tabs.Tab>
          <Tabs.Tab value="colours">Colours</Tabs.Tab>
          <Tabs.Tab value="socials">Socials</Tabs.Tab>
          <Tabs.Tab value="testimonials">Testimonials</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="header">
          <Stack gap="sm">
            <ImageField label="Logo" file={draft.header.logo} current={layout.header.logo} onChange={(logo) => set("header", { logo })} error={errors.logo} />
            <TextInput label="Phone number" placeholder="+234 801 234 5678" value={draft.header.phoneNumber} onChange={(e) => set("header", { phoneNumber: e.currentTarget.value })} error={errors.phoneNumber} />
            <TextInput label="Email" type="email" placeholder="hello@yourstore.ng" value={draft.header.email} onChange={(e) => set("header", { email: e.currentTarget.value })} error={errors.email} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="body">
          <Stack gap="sm">
            <TextInput label="Title" description="The banner's main text" maxLength={120} value={draft.body.title} onChange={(e) => set("body", { title: e.currentTarget.value })} error={errors.bannerMainText} />
            <Textarea label="Subtitle" description="The banner's sub text" maxLength={240} autosize minRows={2} value={draft.body.subtitle} onChange={(e) => set("body", { subtitle: e.currentTarget.value })} error={errors.bannerSubText} />
            <ImageField label="Banner image" file={draft.body.bannerImage} current={layout.body.bannerImage} onChange={(bannerImage) => set("body", { bannerImage })} error={errors.bannerImage} />
            <ImageField label="Promo image" file={draft.body.promoImage} current={layout.body.promoImage} onChange={(promoImage) => set("body", { promoImage })} error={errors.promoImage} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="colours">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {THEME_COLOR_KEYS.map((key) => (
              <ColorInput
                key={key}
                label={COLOR_LABELS[key]}
                format="hex"
                swatches={SWATCHES}
                value={draft.colors[key] ?? DEFAULT_THEME_COLORS[key]}
                onChange={(value) => set("colors", { [key]: value.toUpperCase() })}
                error={errors[key]}
                data-testid={`color-${key}`}
              />
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt="sm">
            Button labels and field text stay readable: when a colour is too close to its background the page uses white or black instead.
          </Text>
        </Tabs.Panel>
        <Tabs.Panel value="socials">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {THEME_SOCIAL_KEYS.map((key) => (
              <TextInput
                key={key}
                label={SOCIAL_LABELS[key]}
                type="url"
                placeholder="https://"
                value={draft.socials[key] ?? ""}
                onChange={(e) => set("socials", { [key]: e.currentTarget.value })}
                error={errors[key]}
              />
            ))}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="testimonials">
          <TestimonialsEditor themeId={themeId} layout={layout} canWrite={canWrite} />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => setDraft(draftOf(layout))} disabled={save.isPending}>
          Discard changes
        </Button>
        <Button onClick={onSave} loading={save.isPending} disabled={!canWrite}>
          Save
        </Button>
      </Group>
    </Paper>
  );

  const preview: ReactNode = (
    <Box
      component="section"
      aria-label="Live preview"
      data-testid="theme-preview"
      onClickCapture={(e) => e.preventDefault()}
      style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 12, overflow: "hidden", position: wide ? "sticky" : undefined, top: 16, maxHeight: wide ? "calc(100vh - 120px)" : undefined, overflowY: "auto" }}
    >
      <Text size="xs" c="dimmed" px="sm" py={6} bg="gray.0">
        Preview · not saved until you press Save
      </Text>
      <ThemedStorefront
        preview
        themeId={themeId}
        layout={previewLayout}
        store={{ storeName, storeUrl: "preview", logo: null }}
        products={SAMPLE_PRODUCTS}
        policies={[{ id: "p", title: "Returns", content: "Return unused items within 7 days of delivery." }]}
        testimonials={layout.testimonials.map((t) => ({ id: t.id, name: t.name, content: t.content, rating: t.rating }))}
      />
    </Box>
  );

  return (
    <>
      <PageHeader
        title={`Customise ${themeName}`}
        description="Changes show in the preview at once; customers see them after you save."
        actions={
          <Anchor component={Link} to="/merchant/themes" size="sm">
            <Group gap={4}>
              <IconArrowLeft size={14} /> All themes
            </Group>
          </Anchor>
        }
      />
      {wide ? (
        <SimpleGrid cols={2} spacing="lg" style={{ alignItems: "start" }}>
          {form}
          {preview}
        </SimpleGrid>
      ) : (
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            value={mobileView}
            onChange={(v) => setMobileView(v as "edit" | "preview")}
            data={[
              { value: "edit", label: "Edit" },
              { value: "preview", label: "Preview" },
            ]}
            aria-label="Show the form or the preview"
          />
          <div hidden={mobileView !== "edit"}>{form}</div>
          {mobileView === "preview" ? preview : null}
        </Stack>
      )}
    </>
  );
}

function TestimonialsEditor({ themeId, layout, canWrite }: { themeId: number; layout: ThemeLayout; canWrite: boolean }) {
  const create = useCreateTestimonial(themeId);
  const remove = useDeleteTestimonial(themeId);
  const [name, setName] = useState("");
  const [content, setContent] = useState("");
  const [rating, setRating] = useState(5);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const add = async () => {
    setErrors({});
    try {
      const { message } = await create.mutateAsync({ merchantThemeId: layout.merchantThemeId ?? "", name, content, rating });
      notifySuccess(message);
      setName("");
      setContent("");
      setRating(5);
    } catch (error) {
      if (isApiError(error)) setErrors(Object.fromEntries(error.errors.map((e) => [e.path, e.message])));
      notifyError(error, MESSAGES.somethingWentWrong);
    }
  };

  return (
    <Stack gap="md">
      {layout.testimonials.length === 0 ? (
        <Text size="sm" c="dimmed">
          No testimonials yet. Add what customers said about your store.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {layout.testimonials.map((t) => (
            <Paper key={t.id} component="li" withBorder p="sm" radius="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={600} size="sm">
                    {t.name} {t.rating ? <Rating value={t.rating} readOnly size="xs" component="span" style={{ display: "inline-flex" }} /> : null}
                  </Text>
                  <Text size="sm">{t.content}</Text>
                </div>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete the testimonial of ${t.name}`}
                  loading={remove.isPending && remove.variables === t.id}
                  disabled={!canWrite}
                  onClick={() =>
                    remove.mutate(t.id, { onSuccess: ({ message }) => notifySuccess(message), onError: (e) => notifyError(e) })
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Title order={3} fz="sm">
        Add a testimonial
      </Title>
      <TextInput label="Name" maxLength={80} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
      <Textarea label="Testimonial" maxLength={1000} autosize minRows={2} value={content} onChange={(e) => setContent(e.currentTarget.value)} error={errors.content} />
      <div>
        <Text size="sm" fw={500} mb={4} id="testimonial-rating">
          Rating
        </Text>
        <Rating value={rating} onChange={setRating} aria-labelledby="testimonial-rating" />
      </div>
      <Group justify="flex-end">
        <Button variant="light" onClick={add} loading={create.isPending} disabled={!canWrite}>
          Add testimonial
        </Button>
      </Group>
    </Stack>
  );
}
