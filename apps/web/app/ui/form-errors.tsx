import { MESSAGES } from "@bitmarte/contracts";
import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { isApiError } from "../lib/api-client";

interface SettableForm {
  setFieldError: (path: string, error: string) => void;
}

/** The server's field path without its request part ("body.store.storeName" → "store.storeName"). */
export function fieldPath(path: string): string {
  return path.replace(/^(body|params|query)\./, "");
}

/** Puts a 422's field errors on the matching inputs (paths as the form names them). */
export function applyFieldErrors(form: SettableForm, error: unknown, mapPath: (path: string) => string | null = (p) => p): void {
  if (!isApiError(error)) return;
  for (const fieldError of error.errors) {
    const path = mapPath(fieldPath(fieldError.path));
    if (path) form.setFieldError(path, fieldError.message);
  }
}

/** What to show for a failed call: the first field error of a 422, otherwise the server's message. */
export function failureMessage(error: unknown, fallback: string = MESSAGES.somethingWentWrong): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 422 && error.errors.length > 0 && error.errors[0].message) return error.errors[0].message;
  return error.message || fallback;
}

/** An alert with the failure of the last submit (nothing when there is none). */
export function FormFailure({ error, fallback }: { error: unknown; fallback?: string }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="form-error">
      {failureMessage(error, fallback)}
    </Alert>
  );
}

interface IssueSchema {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** Mantine form errors from a Zod schema run on `value` (the first message per field). */
export function schemaErrors(schema: IssueSchema, value: unknown, mapPath: (path: string) => string = (p) => p): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = mapPath(issue.path.map(String).join("."));
    errors[path] ??= issue.message;
  }
  return errors;
}
