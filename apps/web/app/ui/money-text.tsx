import { Text, type TextProps } from "@mantine/core";
import { formatNaira } from "../lib/format";

export interface MoneyTextProps extends TextProps {
  /** Naira as a decimal number, as the API sends it. */
  amount: number;
}

/** An amount in naira: ₦ sign, thousands separators, 2 decimals (spec §9). */
export function MoneyText({ amount, ...rest }: MoneyTextProps) {
  return (
    <Text component="span" inherit ff="inherit" style={{ fontVariantNumeric: "tabular-nums" }} {...rest}>
      {formatNaira(amount)}
    </Text>
  );
}
