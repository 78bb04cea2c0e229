import { Button, Group, Paper, Stack, TextInput, Title } from "@mantine/core";
import { type FormEvent, type ReactNode, useState } from "react";
import type { z } from "zod";

/** The typed code and its field error, with checking against the code's schema. */
export function useCodeEntry(schema: z.ZodType<string>, emptyMessage: string) {
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);

  const changeCode = (value: string) => {
    setCode(value);
    setFieldError(null);
  };

  /** The code ready to send, or null with the field error shown. */
  const checkedCode = (raw: string): string | null => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? emptyMessage);
      return null;
    }
    setFieldError(null);
    return parsed.data;
  };

  return { code, changeCode, clearCode: () => setCode(""), fieldError, setFieldError, checkedCode };
}

interface CodeEntryBoxProps {
  titleId: string;
  title: string;
  formLabel: string;
  inputLabel: string;
  placeholder: string;
  entry: ReturnType<typeof useCodeEntry>;
  applying: boolean;
  onSubmit: () => void;
  /** What the cart already carries: applied codes, notices, offers. */
  children: ReactNode;
}

/** A cart section where a code (coupon, gift card) is typed and applied. */
export function CodeEntryBox({ titleId, title, formLabel, inputLabel, placeholder, entry, applying, onSubmit, children }: CodeEntryBoxProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="md" id={titleId}>
          {title}
        </Title>
        <form onSubmit={submit} noValidate aria-label={formLabel}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label={inputLabel}
              placeholder={placeholder}
              value={entry.code}
              onChange={(e) => entry.changeCode(e.currentTarget.value)}
              error={entry.fieldError}
              autoComplete="off"
              style={{ flex: 1 }}
              styles={{ input: { textTransform: "uppercase" } }}
            />
            <Button type="submit" mt={25} loading={applying} variant="light">
              Apply
            </Button>
          </Group>
        </form>
        {children}
      </Stack>
    </Paper>
  );
}
