import {
  type CreateThemeTestimonialBodySchema,
  MESSAGES,
  type ThemeColorBodySchema,
  type ThemeLayout,
  type ThemeSocialBodySchema,
  themesEndpoints,
} from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { ApiError, buildPath, callEndpointEnvelope, defaultBaseUrl } from "../../lib/api-client";
import { getToken } from "../../lib/session";
import { themeKeys } from "./themes.queries";

/** PUT of a multipart theme form (body or header): text fields, then the image files. */
async function sendThemeForm(
  endpoint: typeof themesEndpoints.updateBody | typeof themesEndpoints.updateHeader,
  fields: Record<string, string | undefined>,
  files: Record<string, File | null | undefined>,
): Promise<ThemeLayout> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  for (const [k, f] of Object.entries(files)) if (f) form.append(k, f, f.name);
  const token = getToken("merchant");
  let response: Response;
  try {
    response = await fetch(`${defaultBaseUrl()}${buildPath(endpoint)}`, {
      method: endpoint.method,
      body: form,
      headers: { Accept: "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError({ message: MESSAGES.networkError, code: "NETWORK_ERROR", status: 0 });
  }
  const body = (await response.json().catch(() => null)) as { success?: boolean; data?: ThemeLayout; message?: string; code?: string; errors?: { path: string; message: string }[] } | null;
  if (!response.ok || !body?.success || !body.data) {
    throw new ApiError({
      message: body?.message || MESSAGES.somethingWentWrong,
      code: (body?.code ?? "INTERNAL") as ApiError["code"],
      status: response.status,
      errors: body?.errors ?? [],
    });
  }
  return body.data;
}

export interface ThemeDraft {
  merchantThemeId: string;
  header: { phoneNumber: string; email: string; logo: File | null };
  body: { title: string; subtitle: string; bannerImage: File | null; promoImage: File | null };
  colors: Omit<z.input<typeof ThemeColorBodySchema>, "merchantThemeId">;
  socials: Omit<z.input<typeof ThemeSocialBodySchema>, "merchantThemeId">;
}

/** Saves every part of the customisation (header, body, colours, socials); answers the saved layout. */
export function useSaveTheme(themeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: ThemeDraft) => {
      const id = draft.merchantThemeId;
      await sendThemeForm(themesEndpoints.updateHeader, { merchantThemeId: id, phoneNumber: draft.header.phoneNumber, email: draft.header.email }, { logo: draft.header.logo });
      await sendThemeForm(
        themesEndpoints.updateBody,
        { merchantThemeId: id, bannerMainText: draft.body.title, bannerSubText: draft.body.subtitle },
        { bannerImage: draft.body.bannerImage, promoImage: draft.body.promoImage },
      );
      await callEndpointEnvelope(themesEndpoints.updateColor, { body: { merchantThemeId: id, ...draft.colors } }, { userType: "merchant" });
      const socials = Object.fromEntries(Object.entries(draft.socials).map(([k, v]) => [k, v ? v : null]));
      return (await callEndpointEnvelope(themesEndpoints.updateSocial, { body: { merchantThemeId: id, ...socials } }, { userType: "merchant" })).data;
    },
    onSuccess: (layout) => {
      queryClient.setQueryData(themeKeys.customization(themeId), layout);
    },
  });
}

export function usePurchaseTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (themeId: number) => callEndpointEnvelope(themesEndpoints.purchase, { body: { themeId, type: "free" } }, { userType: "merchant" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: themeKeys.all }),
  });
}

export function useActivateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (themeId: number) => callEndpointEnvelope(themesEndpoints.activate, { body: { themeId } }, { userType: "merchant" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: themeKeys.all }),
  });
}

export function useCreateTestimonial(themeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CreateThemeTestimonialBodySchema>) =>
      callEndpointEnvelope(themesEndpoints.createTestimonial, { body }, { userType: "merchant" }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<ThemeLayout>(themeKeys.customization(themeId), (l) => (l ? { ...l, testimonials: [...l.testimonials, data] } : l));
    },
  });
}

export function useDeleteTestimonial(themeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpointEnvelope(themesEndpoints.deleteTestimonial, { params: { id } }, { userType: "merchant" }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<ThemeLayout>(themeKeys.customization(themeId), (l) =>
        l ? { ...l, testimonials: l.testimonials.filter((t) => t.id !== data.id) } : l,
      );
    },
  });
}
