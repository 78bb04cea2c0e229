import { MESSAGES } from "@bitmarte/contracts";
import { notifications } from "@mantine/notifications";
import { isApiError } from "../lib/api-client";

/** A success toast with the server's message (top right). */
export function notifySuccess(message: string, fallback: string = MESSAGES.ok): void {
  notifications.show({ message: message || fallback, color: "brand", withBorder: true });
}

/** A failure toast: the server's message exactly, or `fallback` when the failure carries none. */
export function notifyError(error: unknown, fallback: string = MESSAGES.somethingWentWrong): void {
  const message = isApiError(error) ? error.message : fallback;
  notifications.show({ message, color: "red", withBorder: true });
}
