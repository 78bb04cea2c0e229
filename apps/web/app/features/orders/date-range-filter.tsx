import { DatePickerInput } from "@mantine/dates";
import { useEffect, useState } from "react";

type DayRange = [string | null, string | null];

/** A day range picker that reports only whole ranges (or clearing), not the first click. */
export function DateRangeFilter({ startDate, endDate, onChange }: { startDate?: string; endDate?: string; onChange: (from: string | null, to: string | null) => void }) {
  const [range, setRange] = useState<DayRange>([startDate ?? null, endDate ?? null]);
  useEffect(() => setRange([startDate ?? null, endDate ?? null]), [startDate, endDate]);
  return (
    <DatePickerInput
      type="range"
      label="Placed between"
      placeholder="Any date"
      clearable
      allowSingleDateInRange
      valueFormat="D MMM YYYY"
      value={range}
      onChange={([from, to]) => {
        const next: DayRange = [from ? String(from).slice(0, 10) : null, to ? String(to).slice(0, 10) : null];
        setRange(next);
        if (!next[0] || next[1]) onChange(next[0], next[1]);
      }}
      w={{ base: "100%", xs: 250 }}
      size="sm"
      popoverProps={{ withinPortal: true }}
    />
  );
}
