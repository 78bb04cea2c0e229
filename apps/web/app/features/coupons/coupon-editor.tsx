import { Button, Skeleton, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { PageHeader } from "../../ui/page-header";
import { CouponForm } from "./coupon-form";
import { couponQuery } from "./coupons.queries";

const BACK = (
  <Button component={Link} to="/merchant/coupons" variant="subtle" leftSection={<IconArrowLeft size={16} />} px={0} style={{ alignSelf: "flex-start" }}>
    Coupons
  </Button>
);

/** Create a coupon; the form starts again from the defaults after each one. */
export function NewCoupon() {
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      {BACK}
      <PageHeader mb={0} title="New coupon" description="Set up a discount for your store's products." />
      <CouponForm onCancel={() => navigate("/merchant/coupons")} />
    </Stack>
  );
}

/** Edit a coupon, loaded from getonecoupon/:id. */
export function EditCoupon({ id }: { id: string }) {
  const navigate = useNavigate();
  const coupon = useQuery(couponQuery(id));
  let body: React.ReactNode;
  if (coupon.isPending) {
    body = (
      <Stack gap="md" maw={860} role="status" aria-busy="true" aria-label="Loading the coupon">
        <Skeleton h={220} radius="lg" />
        <Skeleton h={160} radius="lg" />
      </Stack>
    );
  } else if (coupon.isError) {
    body =
      isApiError(coupon.error) && coupon.error.status === 404 ? (
        <EmptyState title="Coupon not found" description="It may have been deleted." />
      ) : (
        <ErrorState message={errorMessage(coupon.error)} onRetry={() => coupon.refetch()} retrying={coupon.isFetching} />
      );
  } else {
    body = <CouponForm key={coupon.data.id} isEdit coupon={coupon.data} onCancel={() => navigate("/merchant/coupons")} />;
  }
  return (
    <Stack gap="md">
      {BACK}
      <PageHeader mb={0} title={coupon.data?.code ? `Edit ${coupon.data.code}` : "Edit coupon"} />
      {body}
    </Stack>
  );
}
