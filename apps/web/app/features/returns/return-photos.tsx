import type { uploadEndpoints } from "@bitmarte/contracts";
import { MESSAGES } from "@bitmarte/contracts/light";
import { ORDER_PAGE_MESSAGES } from "@bitmarte/contracts/signed-in";
import { type ChangeEvent, useId, useState } from "react";
import { ApiError, buildPath, defaultBaseUrl, endpointRoute, errorMessage } from "../../lib/api-client";
import { getToken } from "../../lib/session";
import { IconPhotoPlus, IconTrash } from "../../ui/light/page-icons";
import { formClasses } from "../../ui/light/form-field";
import { cx, lightClasses } from "../../ui/light";
import classes from "./return-photos.module.css";

// POST /uploads named by route only: the return form draws with ui/light and carries no zod.
const uploadRoute = endpointRoute<typeof uploadEndpoints.create>({ method: "POST", path: "/uploads", auth: "signed-in" });

/** What POST /uploads takes as an image (API.md; ui/upload-client.ts has the same rules for the dashboards). */
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Why an image cannot go, checked before it is sent; null when it may. */
export function photoProblem(file: { size: number; type: string }): string | null {
  if (file.size === 0) return ORDER_PAGE_MESSAGES.uploadMissing;
  if (file.size > IMAGE_MAX_BYTES) return ORDER_PAGE_MESSAGES.uploadTooLarge;
  if (file.type && !IMAGE_TYPES.includes(file.type)) return ORDER_PAGE_MESSAGES.uploadWrongType;
  return null;
}

/** The customer's photo as multipart (the `kind` field before the file: the server reads fields ahead of it). */
async function uploadPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append("kind", "image");
  form.append("file", file, file.name);
  const token = getToken("customer");
  let response: Response;
  try {
    response = await fetch(`${defaultBaseUrl()}${buildPath(uploadRoute)}`, {
      method: "POST",
      body: form,
      headers: { Accept: "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError({ message: MESSAGES.networkError, code: "NETWORK_ERROR", status: 0 });
  }
  const body = (await response.json().catch(() => null)) as { success?: boolean; message?: unknown; data?: { url: string } } | null;
  if (!response.ok || !body?.success || !body.data) {
    const message = typeof body?.message === "string" && body.message ? body.message : MESSAGES.somethingWentWrong;
    throw new ApiError({ message, code: "BAD_RESPONSE", status: response.status });
  }
  return body.data.url;
}

/** Up to `max` photos of what is wrong: each is uploaded as it is chosen and can be taken off again. */
export function ReturnPhotos({ value, onChange, max }: { value: string[]; onChange: (next: string[]) => void; max: number }) {
  const id = useId();
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])].slice(0, max - value.length);
    event.currentTarget.value = "";
    setProblem(null);
    const added: string[] = [];
    for (const file of files) {
      const issue = photoProblem(file);
      if (issue) {
        setProblem(issue);
        continue;
      }
      setUploading((n) => n + 1);
      try {
        added.push(await uploadPhoto(file));
      } catch (error) {
        setProblem(errorMessage(error));
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (added.length > 0) onChange([...value, ...added].slice(0, max));
  };

  return (
    <fieldset className={cx(formClasses.field, classes.fieldset)}>
      <legend className={lightClasses.label}>Photos (optional)</legend>
      <p className={formClasses.description} id={`${id}-description`}>
        Show what is wrong: up to {max} photos (JPEG, PNG or WebP, up to 5 MB)
      </p>
      <ul className={classes.photos}>
        {value.map((url, i) => (
          <li key={url} className={classes.photo}>
            <img src={url} alt={`What is wrong, ${i + 1} of ${value.length}`} width={72} height={72} />
            <button type="button" className={classes.remove} aria-label={`Remove photo ${i + 1}`} title="Remove" onClick={() => onChange(value.filter((u) => u !== url))}>
              <IconTrash size={16} aria-hidden />
            </button>
          </li>
        ))}
        {value.length < max ? (
          <li>
            <label className={classes.add} aria-busy={uploading > 0 || undefined}>
              <IconPhotoPlus size={22} aria-hidden />
              <span>{uploading > 0 ? "Uploading…" : "Add photos"}</span>
              <input
                className={classes.file}
                type="file"
                accept={IMAGE_TYPES.join(",")}
                multiple
                disabled={uploading > 0}
                aria-describedby={`${id}-description`}
                onChange={(e) => void choose(e)}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {problem ? (
        <p className={formClasses.error} role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
