import { MESSAGES } from "@bitmarte/contracts/light";
import { IconHeart, IconHeartFilled } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import { hasSession } from "../../lib/session";
import { useHydrated } from "../../lib/use-hydrated";
import { Button, toast } from "../../ui/light";
import { useToggleFollow } from "./store-follow.mutation";
import { FOLLOW_LOOKUP_LIMIT, followedStoresQuery } from "./store-public.queries";

export interface StoreFollowButtonProps {
  storeId: string;
  /** Used in the accessible name ("Follow Eko Gadget Hub"). */
  storeName?: string;
  size?: "xs" | "sm" | "md" | "lg";
  fullWidth?: boolean;
}

/** "/login?redirectTo=…" that brings the customer back to this page after logging in. */
export function loginReturnUrl(pathname: string, search = ""): string {
  return `/login?redirectTo=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * Follow / Following toggle (POST /followstore/:storeId). Signed-out visitors go to the customer
 * login with a way back to this page.
 */
export function StoreFollowButton({ storeId, storeName, size = "sm", fullWidth }: StoreFollowButtonProps) {
  const hydrated = useHydrated();
  const signedIn = hydrated && hasSession("customer");
  const navigate = useNavigate();
  const location = useLocation();
  const followed = useQuery({ ...followedStoresQuery({ limit: FOLLOW_LOOKUP_LIMIT }), enabled: signedIn });
  const toggle = useToggleFollow();

  const latest = toggle.data?.data.storeId === storeId ? toggle.data.data.following : undefined;
  const following = latest ?? followed.data?.rows.some((row) => row.storeId === storeId) ?? false;
  const toLogin = () => navigate(loginReturnUrl(location.pathname, location.search));

  const onClick = () => {
    if (!signedIn) {
      toLogin();
      return;
    }
    toggle.mutate(storeId, {
      onSuccess: ({ message }) => toast(message || MESSAGES.ok, "success"),
      onError: (error) => {
        if (isApiError(error) && error.status === 401) toLogin();
        else toast(errorMessage(error), "error");
      },
    });
  };

  const name = storeName ? ` ${storeName}` : "";
  return (
    <Button
      onClick={onClick}
      loading={toggle.isPending}
      disabled={signedIn && followed.isPending}
      variant={following ? "light" : "filled"}
      size={size}
      fullWidth={fullWidth}
      aria-pressed={following}
      aria-label={following ? `Following${name}` : `Follow${name}`}
      leftSection={following ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
      data-testid="store-follow-button"
    >
      {following ? "Following" : "Follow"}
    </Button>
  );
}
