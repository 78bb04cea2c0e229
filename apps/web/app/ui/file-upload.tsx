import { Avatar, Button, FileButton, Group, Input, Loader, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconFileText, IconPhoto, IconUpload, IconX } from "@tabler/icons-react";
import { useId, useState } from "react";
import { isApiError } from "../lib/api-client";
import type { UserType } from "../lib/session";
import { checkUpload, fileHref, openProtectedFile, UPLOAD_RULES, type UploadedFile, type UploadKind, uploadFile } from "./upload-client";

export interface FileUploadProps {
  label: string;
  description?: string;
  kind: UploadKind;
  /** Whose token uploads and opens the file. */
  userType: UserType;
  /** The stored file's url (from POST /uploads), or null. */
  value: string | null;
  onChange: (file: UploadedFile | null) => void;
  /** A validation message from the form. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Test seam: replaces the real upload. */
  upload?: (kind: UploadKind, file: File, userType: UserType) => Promise<UploadedFile>;
}

/**
 * Picks a file and uploads it at once (POST /uploads). Images show a preview; documents show a
 * "View" button that opens them with the user's token (documents are not public).
 */
export function FileUpload({
  label,
  description,
  kind,
  userType,
  value,
  onChange,
  error,
  required,
  disabled,
  upload = uploadFile,
}: FileUploadProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const rules = UPLOAD_RULES[kind];

  const onPick = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    const problem = checkUpload(kind, file);
    if (problem) {
      setUploadError(problem);
      return;
    }
    setBusy(true);
    try {
      const stored = await upload(kind, file, userType);
      setFileName(file.name);
      onChange(stored);
    } catch (e) {
      setUploadError(isApiError(e) ? e.message : "The file could not be uploaded");
    } finally {
      setBusy(false);
    }
  };

  const onView = async () => {
    if (!value) return;
    setUploadError(null);
    setOpening(true);
    try {
      await openProtectedFile(value, userType);
    } catch (e) {
      setUploadError(isApiError(e) ? e.message : "The file could not be opened");
    } finally {
      setOpening(false);
    }
  };

  const shownError = uploadError ?? error;
  const Icon = kind === "image" ? IconPhoto : IconFileText;

  return (
    <Input.Wrapper
      label={label}
      description={description ?? rules.hint}
      error={shownError}
      required={required}
      id={id}
      inputWrapperOrder={["label", "description", "input", "error"]}
    >
      <Paper withBorder p="sm" mt={6} radius="md" bg={shownError ? "red.0" : "gray.0"} style={{ borderStyle: value ? "solid" : "dashed" }}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: "1 1 12rem" }}>
            {kind === "image" && value ? (
              <Avatar src={fileHref(value)} alt={`${label} preview`} size={48} radius="md" />
            ) : (
              <ThemeIcon size={48} radius="md" variant="light" color={value ? "brand" : "gray"} aria-hidden>
                <Icon size={24} stroke={1.6} />
              </ThemeIcon>
            )}
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {busy ? "Uploading…" : value ? (fileName ?? (kind === "image" ? "Image uploaded" : "Document uploaded")) : "No file chosen"}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {value ? "Saved securely" : rules.hint}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {busy ? <Loader size="sm" aria-label="Uploading" /> : null}
            {value && kind === "document" ? (
              <Button variant="subtle" size="xs" onClick={onView} loading={opening} aria-label={`View ${label}`}>
                View
              </Button>
            ) : null}
            {value && !required ? (
              <Button
                variant="subtle"
                color="gray"
                size="xs"
                leftSection={<IconX size={14} />}
                onClick={() => {
                  setFileName(null);
                  onChange(null);
                }}
                disabled={disabled || busy}
                aria-label={`Remove ${label}`}
              >
                Remove
              </Button>
            ) : null}
            <FileButton onChange={onPick} accept={rules.accept} disabled={disabled || busy} inputProps={{ "aria-label": label, id: `${id}-file` }}>
              {(props) => (
                <Button {...props} variant="light" size="xs" leftSection={<IconUpload size={14} />} aria-describedby={`${id}-description`}>
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
