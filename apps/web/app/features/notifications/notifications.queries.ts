import {
  type Notification,
  type NotificationPage,
  type NotificationPreferences,
  notificationsEndpoints,
  type UnreadCount,
  type UpdateNotificationPreferences,
} from "@bitmarte/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";
import type { UserType } from "../../lib/session";
import { notificationKeys } from "./unread-count.queries";

export { notificationKeys, unreadCountQuery } from "./unread-count.queries";

export interface NotificationListParams {
  page: number;
  limit: number;
  status: "all" | "unread";
}

export function notificationListQuery(userType: UserType, params: NotificationListParams) {
  return queryOptions({
    queryKey: [...notificationKeys.lists(userType), params] as const,
    queryFn: ({ signal }) => callEndpoint(notificationsEndpoints.list, { query: params }, { userType, signal }),
    placeholderData: keepPreviousData,
  });
}

export function notificationPreferencesQuery(userType: UserType) {
  return queryOptions({
    queryKey: notificationKeys.preferences(userType),
    queryFn: ({ signal }) => callEndpoint(notificationsEndpoints.preferences, {}, { userType, signal }),
  });
}

/** Marks one read: its row and the badge follow at once. */
export function useMarkNotificationRead(userType: UserType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(notificationsEndpoints.markRead, { params: { id } }, { userType }),
    onSuccess: (read: Notification) => {
      queryClient.setQueriesData<NotificationPage>({ queryKey: notificationKeys.lists(userType) }, (page) =>
        page ? { ...page, rows: page.rows.map((r) => (r.id === read.id ? read : r)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userType) });
    },
  });
}

export function useMarkAllNotificationsRead(userType: UserType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(notificationsEndpoints.markAllRead, {}, { userType }),
    onSuccess: (count: UnreadCount) => {
      queryClient.setQueryData(notificationKeys.unread(userType), count);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userType) });
    },
  });
}

export function useSaveNotificationPreferences(userType: UserType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationPreferences) => callEndpoint(notificationsEndpoints.updatePreferences, { body }, { userType }),
    onSuccess: (saved: NotificationPreferences) => queryClient.setQueryData(notificationKeys.preferences(userType), saved),
  });
}
