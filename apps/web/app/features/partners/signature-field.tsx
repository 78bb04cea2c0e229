import { Button, FileButton, Group, Image, Input, Loader, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconFileText, IconSignature, IconUpload, IconX } from "@tabler/icons-react";
import { useId, useState } from "react";
import { SIGNATURE_ACCEPT, signatureDataUrl } from "./signature-file";

export interface SignatureFieldProps {
  label: string;
  description?: string;
  /** A data URL, or empty. */
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** Picks a signature (PNG, JPEG or PDF, at most 300 KB after shrinking) and keeps it as a data URL with a preview. */
export function SignatureField({ label, description, value, onChange, error, required, disabled }: SignatureFieldProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const isPdf = value.startsWith("data:application/pdf");

  const onPick = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setBusy(true);
    try {
      onChange(await signatureDataUrl(file));
      setFileName(file.name);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : "The file could not be read");
    } finally {
      setBusy(false);
    }
  };

  const shownError = problem ?? error;
  return (
    <Input.Wrapper
      label={label}
      description={description ?? "A photo or scan of the signature: PNG, JPEG or PDF, up to 300 KB"}
      error={shownError}
      required={required}
      id={id}
      inputWrapperOrder={["label", "description", "input", "error"]}
    >
      <Paper withBorder p="sm" mt={6} radius="md" bg={shownError ? "red.0" : "gray.0"} style={{ borderStyle: value ? "solid" : "dashed" }}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: "1 1 12rem" }}>
            {value && !isPdf ? (
              <Paper withBorder radius="sm" bg="white" p={2}>
                <Image src={value} alt={`${label} preview`} h={44} w={120} fit="contain" />
              </Paper>
            ) : (
              <ThemeIcon size={48} radius="md" variant="light" color={value ? "brand" : "gray"} aria-hidden>
                {isPdf ? <IconFileText size={24} stroke={1.6} /> : <IconSignature size={24} stroke={1.6} />}
              </ThemeIcon>
            )}
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {busy ? "Reading…" : value ? (fileName ?? "Signature added") : "No signature yet"}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {value ? "Sent with your application" : "PNG, JPEG or PDF"}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {busy ? <Loader size="sm" aria-label="Reading the file" /> : null}
            {value ? (
              <Button
                variant="subtle"
                color="gray"
                size="xs"
                leftSection={<IconX size={14} />}
                onClick={() => {
                  setFileName(null);
                  onChange("");
                }}
                disabled={disabled || busy}
                aria-label={`Remove ${label}`}
              >
                Remove
              </Button>
            ) : null}
            <FileButton onChange={onPick} accept={SIGNATURE_ACCEPT} disabled={disabled || busy} inputProps={{ "aria-label": label, id: `${id}-file` }}>
              {(props) => (
                <Button {...props} variant="light" size="xs" leftSection={<IconUpload size={14} />}>
                  {value ? "Replace" : "Choose file"}
                </Button>
              )}
            </FileButton>
          </Group>
        </Group>
      </Paper>
    </Input.Wrapper>
  );
}
