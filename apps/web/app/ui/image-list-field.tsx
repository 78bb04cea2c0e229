import { ActionIcon, Badge, Box, FileButton, Group, Input, Loader, Paper, SimpleGrid, Stack, Text, Tooltip, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconTrash } from "@tabler/icons-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { errorMessage } from "../lib/api-client";
import { checkUpload, UPLOAD_RULES, type UploadedFile } from "./upload-client";
import { moveItem, removeAt } from "./list-order";

export interface ImageListFieldProps {
  label: string;
  description?: string;
  /** Image URLs in display order; the first is the cover. */
  value: string[];
  onChange: (next: string[]) => void;
  /** Uploads one file and answers its URL. */
  upload: (file: File) => Promise<UploadedFile>;
  max: number;
  error?: React.ReactNode;
  required?: boolean;
  /** Name of the thing, for labels: "Move image 2 of Red sneakers earlier". */
  itemLabel?: string;
  disabled?: boolean;
  /** Thumbnail shape, e.g. "1" (square products) or "1600 / 560" (banners). */
  aspectRatio?: string;
}

interface Pending {
  key: string;
  name: string;
}

/**
 * A list of uploaded images: add (pick or drop files), reorder by dragging or with the move buttons
 * (keyboard), remove. Reorders are announced to screen readers.
 */
export function ImageListField({
  label,
  description,
  value,
  onChange,
  upload,
  max,
  error,
  required,
  itemLabel = "image",
  disabled,
  aspectRatio = "1",
}: ImageListFieldProps) {
  const id = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [dropActive, setDropActive] = useState(false);
  // The latest list, so uploads finishing one after another each add to what is there now.
  const latest = useRef(value);
  latest.current = value;

  const room = max - value.length - pending.length;

  const addFiles = async (files: File[]) => {
    if (disabled || files.length === 0) return;
    const accepted = files.slice(0, Math.max(0, room));
    const errors: string[] = [];
    if (files.length > accepted.length) errors.push(`You can add at most ${max} images.`);
    setUploadErrors(errors);
    const batch = accepted.map((file, i) => ({ key: `${Date.now()}-${i}-${file.name}`, name: file.name, file }));
    setPending((p) => [...p, ...batch.map(({ key, name }) => ({ key, name }))]);
    for (const item of batch) {
      const problem = checkUpload("image", item.file);
      try {
        if (problem) throw new Error(problem);
        const result = await upload(item.file);
        latest.current = [...latest.current, result.url];
        onChange(latest.current);
        setAnnouncement(`${item.name} added.`);
      } catch (cause) {
        errors.push(`${item.name}: ${problem ?? errorMessage(cause)}`);
        setUploadErrors([...errors]);
      } finally {
        setPending((p) => p.filter((x) => x.key !== item.key));
      }
    }
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return;
    onChange(moveItem(value, from, to));
    setAnnouncement(`Image ${from + 1} moved to position ${to + 1} of ${value.length}.`);
  };

  const remove = (index: number) => {
    onChange(removeAt(value, index));
    setAnnouncement(`Image ${index + 1} removed.`);
  };

  const onTileDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    event.stopPropagation();
    setDropActive(false);
    if (event.dataTransfer.files.length > 0) {
      void addFiles([...event.dataTransfer.files]);
    } else if (dragIndex !== null) {
      move(dragIndex, index);
    }
    setDragIndex(null);
  };

  const onAreaDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropActive(false);
    if (event.dataTransfer.files.length > 0) void addFiles([...event.dataTransfer.files]);
    setDragIndex(null);
  };

  return (
    <Input.Wrapper
      label={label}
      description={description ?? `Up to ${max} images (JPEG, PNG or WebP, 5 MB each). The first image is the cover; drag or use the arrows to reorder.`}
      error={error}
      required={required}
      id={id}
    >
      <Box
        mt={6}
        onDragOver={(e) => {
          e.preventDefault();
          if (e.dataTransfer.types.includes("Files")) setDropActive(true);
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={onAreaDrop}
        p={4}
        style={{
          borderRadius: "var(--mantine-radius-md)",
          outline: dropActive ? "2px dashed var(--mantine-color-brand-6)" : undefined,
        }}
      >
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm" component="ol" m={0} p={0} style={{ listStyle: "none" }} aria-label={label}>
          {value.map((url, index) => (
            <Paper
              component="li"
              key={url}
              withBorder
              radius="md"
              p={6}
              draggable={!disabled}
              onDragStart={(e: DragEvent) => {
                setDragIndex(index);
                e.dataTransfer.effectAllowed = "move";
              }}
              onDragOver={(e: DragEvent) => e.preventDefault()}
              onDrop={(e: DragEvent) => onTileDrop(e, index)}
              onDragEnd={() => setDragIndex(null)}
              style={{ cursor: disabled ? undefined : "grab", opacity: dragIndex === index ? 0.5 : 1 }}
              data-testid="image-tile"
            >
              <Stack gap={6}>
                <Box pos="relative">
                  <img
                    src={url}
                    alt={`${itemLabel} ${index + 1}`}
                    width={160}
                    height={160}
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                    style={{ width: "100%", height: "auto", aspectRatio, objectFit: "cover", borderRadius: 8, display: "block", background: "var(--mantine-color-gray-1)" }}
                  />
                  {index === 0 ? (
                    <Badge pos="absolute" top={6} left={6} size="sm" radius="sm">
                      Cover
                    </Badge>
                  ) : null}
                </Box>
                <Group justify="space-between" gap={4} wrap="nowrap">
                  <Group gap={2} wrap="nowrap">
                    <Tooltip label="Move earlier">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        onClick={() => move(index, index - 1)}
                        disabled={disabled || index === 0}
                        aria-label={`Move ${itemLabel} ${index + 1} earlier`}
                      >
                        <IconArrowLeft size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Move later">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        onClick={() => move(index, index + 1)}
                        disabled={disabled || index === value.length - 1}
                        aria-label={`Move ${itemLabel} ${index + 1} later`}
                      >
                        <IconArrowRight size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                  <Tooltip label="Remove">
                    <ActionIcon variant="subtle" color="red" onClick={() => remove(index)} disabled={disabled} aria-label={`Remove ${itemLabel} ${index + 1}`}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Stack>
            </Paper>
          ))}
          {pending.map((p) => (
            <Paper component="li" key={p.key} withBorder radius="md" p={6} aria-busy="true">
              <Stack align="center" justify="center" gap={6} style={{ aspectRatio }}>
                <Loader size="sm" />
                <Text size="xs" c="dimmed" ta="center" lineClamp={2}>
                  Uploading {p.name}
                </Text>
              </Stack>
            </Paper>
          ))}
          {room > 0 ? (
            <Box component="li">
              <FileButton onChange={(files) => void addFiles(files)} accept={UPLOAD_RULES.image.accept} multiple disabled={disabled}>
                {(props) => (
                  <UnstyledButton
                    {...props}
                    disabled={disabled}
                    w="100%"
                    style={{
                      aspectRatio,
                      minHeight: 96,
                      border: "2px dashed var(--mantine-color-gray-4)",
                      borderRadius: "var(--mantine-radius-md)",
                      display: "flex",
                      flexDirection: "column",
                      alignItems: "center",
                      justifyContent: "center",
                      gap: 6,
                      color: "var(--mantine-color-brand-8)",
                    }}
                    aria-describedby={`${id}-count`}
                  >
                    <IconPhotoPlus size={28} stroke={1.6} aria-hidden />
                    <Text size="sm" fw={600} inherit>
                      Add images
                    </Text>
                    <Text size="xs" c="dimmed" id={`${id}-count`}>
                      {value.length} of {max}
                    </Text>
                  </UnstyledButton>
                )}
              </FileButton>
            </Box>
          ) : null}
        </SimpleGrid>
      </Box>
      {uploadErrors.length > 0 ? (
        <Stack gap={2} mt={6} role="alert">
          {uploadErrors.map((message) => (
            <Text key={message} size="sm" c="red.7">
              {message}
            </Text>
          ))}
        </Stack>
      ) : null}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Input.Wrapper>
  );
}
