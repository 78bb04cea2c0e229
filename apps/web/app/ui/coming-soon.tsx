import { IconHourglassHigh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";

export function ComingSoon({ title, description, action }: { title: ReactNode; description?: ReactNode; action?: ReactNode }) {
  return (
    <EmptyState
      icon={<IconHourglassHigh size={28} stroke={1.6} />}
      title={title}
      description={description ?? "This part of Bitmarte is being built. It will appear here as soon as it is ready."}
      action={action}
    />
  );
}
