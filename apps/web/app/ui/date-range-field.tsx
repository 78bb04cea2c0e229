import { DatePickerInput } from "@mantine/dates";
import { useEffect, useState } from "react";

type DayRange = [string | null, string | null];

/** A day range picker that reports a whole range (or none), not its first click. */
export function DateRangeField({
  startDate,
  endDate,
  onChange,
  label = "Dates",
  placeholder = "Any date",
  clearable = true,
}: {
  startDate?: string;
  endDate?: string;
  onChange: (from: string | null, to: string | null) => void;
  label?: string;
  placeholder?: string;
  clearable?: boolean;
}) {
  const [range, setRange] = useState<DayRange>([startDate ?? null, endDate ?? null]);
  useEffect(() => setRange([startDate ?? null, endDate ?? null]), [startDate, endDate]);
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={placeholder}
      clearable={clearable}
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
