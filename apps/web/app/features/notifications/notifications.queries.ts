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

export interface NotificationListParams {
  page: number;
  limit: number;
  status: "all" | "unread";
}

export const notificationKeys = {
  all: (userType: UserType) => ["notifications", userType] as const,
  lists: (userType: UserType) => ["notifications", userType, "list"] as const,
  list: (userType: UserType, params: NotificationListParams) => ["notifications", userType, "list", params] as const,
  unread: (userType: UserType) => ["notifications", userType, "unread"] as const,
  preferences: (userType: UserType) => ["notifications", userType, "preferences"] as const,
};

export function notificationListQuery(userType: UserType, params: NotificationListParams) {
  return queryOptions({
    queryKey: notificationKeys.list(userType, params),
    queryFn: ({ signal }) => callEndpoint(notificationsEndpoints.list, { query: params }, { userType, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The badge: kept current by the live stream, read again every few minutes in case the stream was down. */
export function unreadCountQuery(userType: UserType) {
  return queryOptions({
    queryKey: notificationKeys.unread(userType),
    queryFn: ({ signal }) => callEndpoint(notificationsEndpoints.unread, {}, { userType, signal }),
    staleTime: 60_000,
    refetchInterval: 300_000,
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
