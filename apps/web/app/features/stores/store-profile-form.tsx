import { MESSAGES, type Merchant, NIGERIAN_STATES, STORE_SOCIAL_KEYS, type StoreProfile } from "@bitmarte/contracts";
import {
  ActionIcon,
  Anchor,
  Button,
  CopyButton,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconArrowLeft, IconCheck, IconCopy, IconExternalLink } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { ErrorState } from "../../ui/error-state";
import { FileUpload } from "../../ui/file-upload";
import { applyFieldErrors, FormFailure } from "../../ui/form-errors";
import { notifySuccess } from "../../ui/notify";
import { SOCIAL_META } from "./social-meta";
import {
  latestProfile,
  profileBody,
  profileFieldPath,
  profileFormValues,
  type StoreProfileFormValues,
  storefrontPath,
  storeUrlFromName,
  validateProfile,
} from "./store-profile-model";
import { useSaveStoreProfile } from "./stores.mutations";
import { approvedHubsQuery, merchantProfileQuery, storeProfilesQuery } from "./stores.queries";

export interface StoreProfileFormProps {
  /** Called after a successful save (the onboarding moves to its next step). */
  onSaved?: () => void;
  onBack?: () => void;
  submitLabel?: string;
}

function FormSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading store profile">
      <Skeleton height={72} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Skeleton height={60} />
        <Skeleton height={60} />
      </SimpleGrid>
      <Skeleton height={140} />
      <Skeleton height={140} />
    </Stack>
  );
}

/**
 * The store profile (POST /storeprofile): logo, name, address segment, phone, shipping location,
 * hub and social links. Starts from the latest saved profile.
 */
export function StoreProfileForm(props: StoreProfileFormProps) {
  const merchant = useQuery(merchantProfileQuery());
  const merchantId = merchant.data?.id;
  const profiles = useQuery({ ...storeProfilesQuery(merchantId ?? ""), enabled: !!merchantId });

  const failed = merchant.isError ? merchant.error : profiles.isError ? profiles.error : null;
  if (failed) {
    return (
      <ErrorState
        message={errorMessage(failed, MESSAGES.loadMerchantProfileFailed)}
        onRetry={() => {
          void merchant.refetch();
          if (merchantId) void profiles.refetch();
        }}
        retrying={merchant.isFetching || profiles.isFetching}
      />
    );
  }
  if (!merchant.data || !profiles.data) return <FormSkeleton />;
  return <ProfileFormBody {...props} merchant={merchant.data} profile={latestProfile(profiles.data)} />;
}

function ProfileFormBody({
  merchant,
  profile,
  onSaved,
  onBack,
  submitLabel = "Save store profile",
}: StoreProfileFormProps & { merchant: Merchant; profile: StoreProfile | null }) {
  const hubs = useQuery(approvedHubsQuery());
  const save = useSaveStoreProfile(merchant.id);
  const [urlTouched, setUrlTouched] = useState(!!(profile?.store.storeUrl ?? merchant.store.storeUrl));
  const form = useForm<StoreProfileFormValues>({
    initialValues: profileFormValues(profile, merchant),
    validate: validateProfile,
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const storeUrl = values.store.storeUrl.trim();
  const urlValid = !form.errors["store.storeUrl"] && /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/.test(storeUrl);
  const publicPath = storefrontPath(storeUrl);

  const onSubmit = form.onSubmit((v) => {
    save.mutate(profileBody(v), {
      onSuccess: ({ message }) => {
        notifySuccess(message, MESSAGES.storeProfileAdded);
        onSaved?.();
      },
      onError: (error) => applyFieldErrors(form, error, profileFieldPath),
    });
  });

  const hubOptions = (hubs.data?.rows ?? []).map((hub) => ({
    value: hub.id,
    label: `${hub.name} — ${[hub.address.city, hub.address.state].filter(Boolean).join(", ")}`,
  }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Store profile">
      <Stack gap="lg">
        <FormFailure error={save.error} />
        <FileUpload
          label="Store logo"
          description="A square image works best: JPEG, PNG or WebP, up to 5 MB"
          kind="image"
          userType="merchant"
          value={values.store.logo}
          onChange={(file) => form.setFieldValue("store.logo", file?.url ?? null)}
          error={form.errors["store.logo"] as string | undefined}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Store name"
            required
            key={form.key("store.storeName")}
            {...form.getInputProps("store.storeName")}
            onChange={(event) => {
              const name = event.currentTarget.value;
              form.setFieldValue("store.storeName", name);
              if (!urlTouched) form.setFieldValue("store.storeUrl", storeUrlFromName(name));
            }}
          />
          <TextInput
            label="Store phone number"
            type="tel"
            autoComplete="tel"
            required
            key={form.key("store.storePhoneNumber")}
            {...form.getInputProps("store.storePhoneNumber")}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <TextInput
            label="Store URL"
            description="Lowercase letters, digits and hyphens. This is your store's address on Bitmarte."
            leftSection={<Text size="sm" c="dimmed">/storefront/</Text>}
            leftSectionWidth={96}
            key={form.key("store.storeUrl")}
            {...form.getInputProps("store.storeUrl")}
            onChange={(event) => {
              setUrlTouched(true);
              form.setFieldValue("store.storeUrl", event.currentTarget.value.toLowerCase().replace(/\s+/g, "-"));
            }}
            rightSection={
              <Tooltip label="Make it from the store name">
                <Button
                  variant="subtle"
                  size="compact-xs"
                  onClick={() => form.setFieldValue("store.storeUrl", storeUrlFromName(values.store.storeName))}
                  aria-label="Suggest a store URL from the store name"
                >
                  Suggest
                </Button>
              </Tooltip>
            }
            rightSectionWidth={80}
          />
          {storeUrl && urlValid ? (
            <Group gap={6} wrap="wrap">
              <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                Public link:
              </Text>
              <Anchor component={Link} to={publicPath} target="_blank" size="sm" data-testid="store-public-link" style={{ overflowWrap: "anywhere" }}>
                {publicPath} <IconExternalLink size={12} aria-hidden />
              </Anchor>
              <CopyButton value={typeof window !== "undefined" ? `${window.location.origin}${publicPath}` : publicPath}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? "Copied" : "Copy link"}>
                    <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label="Copy the public link">
                      {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          ) : null}
        </Stack>

        <Fieldset legend="Shipping location" radius="md" variant="filled">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Where your orders ship from. Delivery fees are worked out from here.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Street"
                required
                autoComplete="street-address"
                key={form.key("store.shippingLocation.street")}
                {...form.getInputProps("store.shippingLocation.street")}
                style={{ gridColumn: "1 / -1" }}
              />
              <TextInput label="City" required key={form.key("store.shippingLocation.city")} {...form.getInputProps("store.shippingLocation.city")} />
              <Select
                label="State"
                placeholder="Choose a state"
                data={[...NIGERIAN_STATES]}
                searchable
                required
                allowDeselect={false}
                key={form.key("store.shippingLocation.state")}
                {...form.getInputProps("store.shippingLocation.state")}
              />
              <TextInput label="Country" required key={form.key("store.shippingLocation.country")} {...form.getInputProps("store.shippingLocation.country")} />
            </SimpleGrid>
            <Switch
              label="Customers can visit this address (physical shop)"
              key={form.key("store.isPhysicalLocation")}
              {...form.getInputProps("store.isPhysicalLocation", { type: "checkbox" })}
            />
          </Stack>
        </Fieldset>

        <Select
          label="Bitmarte hub"
          description={
            hubs.isError
              ? errorMessage(hubs.error, MESSAGES.errorOccurred)
              : "Optional. Drop orders at a Bitmarte hub instead of a pickup from your address."
          }
          placeholder={hubs.isPending ? "Loading hubs…" : "No hub"}
          data={hubOptions}
          clearable
          searchable
          nothingFoundMessage="No hub matches"
          disabled={hubs.isPending}
          key={form.key("store.bitmarteHubId")}
          {...form.getInputProps("store.bitmarteHubId")}
        />

        <Fieldset legend="Social links" radius="md" variant="filled">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {STORE_SOCIAL_KEYS.map((key) => {
              const { label, icon: Icon } = SOCIAL_META[key];
              return (
                <TextInput
                  key={form.key(`socials.${key}`)}
                  label={label}
                  placeholder={`https://${key === "twitter" ? "x" : key}.com/yourstore`}
                  leftSection={<Icon size={16} />}
                  {...form.getInputProps(`socials.${key}`)}
                />
              );
            })}
          </SimpleGrid>
        </Fieldset>

        <Group justify={onBack ? "space-between" : "flex-end"} gap="sm">
          {onBack ? (
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack} disabled={save.isPending}>
              Back
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
