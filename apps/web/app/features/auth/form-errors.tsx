import { MESSAGES } from "@bitmarte/contracts";
import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { isApiError } from "../../lib/api-client";

interface SettableForm {
  setFieldError: (path: string, error: string) => void;
  getValues: () => object;
}

/** Puts the server's field errors (422 `errors`) on the matching inputs. */
export function applyServerFieldErrors(form: SettableForm, error: unknown): void {
  if (!isApiError(error)) return;
  const fields = Object.keys(form.getValues());
  for (const fieldError of error.errors) {
    const path = fieldError.path.replace(/^(body|params|query)\./, "");
    if (fields.includes(path.split(".")[0])) form.setFieldError(path, fieldError.message);
  }
}

/** The server's message for a failed call, exactly as sent ("Check network connection" when offline). */
export function FormErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  const message = isApiError(error) ? error.message : MESSAGES.somethingWentWrong;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="form-error">
      {message}
    </Alert>
  );
}
