import {
  type Category,
  CreateCategoryBodySchema,
  MESSAGES,
} from "@bitmarte/contracts";
import { ActionIcon, Badge, Button, Group, Menu, Modal, NavLink, Paper, ScrollArea, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconCategory, IconChevronRight, IconDots, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { ConfirmModal } from "../../ui/confirm-modal";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { FileUpload } from "../../ui/file-upload";
import { FormFailure } from "../../ui/form-errors";
import { notifySuccess } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { type CategoryLevel, LEVEL_LABELS, useCreateCategory, useDeleteCategory, useUpdateCategory } from "./categories.mutations";
import { useCategoryTree } from "./categories.queries";

interface Node {
  id: string;
  name: string;
  image?: string | null;
  childCount: number;
}

/** The name rule is the same at every level (2–80 characters). */
function nameProblem(name: string): string | null {
  const result = CreateCategoryBodySchema.shape.name.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? MESSAGES.validationFailed);
}

function AddForm({ level, parentId, disabled }: { level: CategoryLevel; parentId?: string; disabled?: boolean }) {
  const create = useCreateCategory();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const label = `New ${LEVEL_LABELS[level].one.toLowerCase()}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(name);
    if (problem) {
      setError(problem);
      return;
    }
    create.mutate(
      { level, name: name.trim(), parentId },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message, MESSAGES.categoryCreated);
          setName("");
          setError(null);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={label}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={label}
          placeholder={label}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          disabled={disabled}
          size="sm"
          style={{ flex: 1 }}
          maxLength={80}
        />
        <Button type="submit" size="sm" leftSection={<IconPlus size={14} />} loading={create.isPending} disabled={disabled}>
          Add
        </Button>
      </Group>
    </form>
  );
}

function RenameModal({ target, onClose }: { target: { level: CategoryLevel; node: Node } | null; onClose: () => void }) {
  const update = useUpdateCategory();
  const [name, setName] = useState("");
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState<string | null>(null);

  if (target && openedFor !== target.node.id) {
    setOpenedFor(target.node.id);
    setName(target.node.name);
    setImage(target.node.image ?? null);
    setError(null);
    update.reset();
  }

  const close = () => {
    setOpenedFor(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    const problem = nameProblem(name);
    if (problem) {
      setError(problem);
      return;
    }
    update.mutate(
      { level: target.level, id: target.node.id, name: name.trim(), image },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message, MESSAGES.categoryUpdated);
          close();
        },
      },
    );
  };

  return (
    <Modal opened={target !== null} onClose={close} title={target ? `Edit ${LEVEL_LABELS[target.level].one.toLowerCase()}` : ""} centered radius="lg">
      <form onSubmit={submit}>
        <Stack gap="md">
          <FormFailure error={update.error} />
          <TextInput
            label="Name"
            required
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            maxLength={80}
            data-autofocus
          />
          {target?.level === "category" ? (
            <FileUpload
              label="Image"
              description="Shown with the category on the home page (optional)"
              kind="image"
              userType="admin"
              value={image}
              onChange={(file) => setImage(file?.url ?? null)}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface ColumnProps {
  level: CategoryLevel;
  nodes: Node[] | null;
  parentName?: string;
  parentId?: string;
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  onRename: (node: Node) => void;
  onDelete: (node: Node) => void;
  childLabel?: string;
}

function LevelColumn({ level, nodes, parentName, parentId, selectedId, onSelect, onRename, onDelete, childLabel }: ColumnProps) {
  const labels = LEVEL_LABELS[level];
  const titleId = `level-${level}`;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="md" id={titleId}>
            {labels.many}
          </Title>
          {nodes ? (
            <Badge variant="light" color="gray" radius="sm">
              {nodes.length}
            </Badge>
          ) : null}
        </Group>
        {parentName ? (
          <Text size="xs" c="dimmed">
            In {parentName}
          </Text>
        ) : null}
        {nodes === null ? (
          <Text size="sm" c="dimmed" py="md">
            Choose a {level === "subCategory" ? "category" : "sub-category"} to see its {labels.many.toLowerCase()}.
          </Text>
        ) : (
          <>
            <AddForm level={level} parentId={parentId} />
            {nodes.length === 0 ? (
              <Text size="sm" c="dimmed" py="xs">
                No {labels.many.toLowerCase()} yet.
              </Text>
            ) : (
              <ScrollArea.Autosize mah={480} type="auto" offsetScrollbars>
                <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: "none" }} aria-label={labels.many}>
                  {nodes.map((node) => (
                    <Group key={node.id} component="li" gap={4} wrap="nowrap">
                      {onSelect ? (
                        <NavLink
                          component="button"
                          type="button"
                          label={node.name}
                          description={childLabel ? `${node.childCount} ${childLabel}` : undefined}
                          active={selectedId === node.id}
                          onClick={() => onSelect(node.id)}
                          rightSection={<IconChevronRight size={14} aria-hidden />}
                          aria-current={selectedId === node.id ? "true" : undefined}
                          style={{ borderRadius: "var(--mantine-radius-md)", flex: 1 }}
                        />
                      ) : (
                        <Text size="sm" px="sm" py={8} style={{ flex: 1 }}>
                          {node.name}
                        </Text>
                      )}
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${node.name}`}>
                            <IconDots size={16} />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onRename(node)}>
                            Rename
                          </Menu.Item>
                          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(node)}>
                            Delete
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Group>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function toNodes(tree: Category[]): Node[] {
  return tree.map((c) => ({ id: c.id, name: c.name, image: c.image, childCount: c.subCategories.length }));
}

/** Admin categories: three levels side by side; create, rename and delete at each level. */
export function CategoryManager() {
  const query = useCategoryTree();
  const remove = useDeleteCategory();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [subCategoryId, setSubCategoryId] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ level: CategoryLevel; node: Node } | null>(null);
  const [deleting, setDeleting] = useState<{ level: CategoryLevel; node: Node } | null>(null);

  const header = <PageHeader title="Categories" description="The catalogue's three levels. Products sit in a child category." mb={0} />;

  if (query.isPending) {
    return (
      <Stack gap="lg">
        {header}
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={320} radius="lg" />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="lg">
        {header}
        <ErrorState message={errorMessage(query.error, MESSAGES.loadCategoriesFailed)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Stack>
    );
  }

  const tree = query.data;
  const category = tree.find((c) => c.id === categoryId) ?? tree[0] ?? null;
  const sub = category?.subCategories.find((s) => s.id === subCategoryId) ?? category?.subCategories[0] ?? null;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { level: deleting.level, id: deleting.node.id },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message, MESSAGES.categoryDeleted);
          setDeleting(null);
        },
      },
    );
  };

  const open = (level: CategoryLevel) => ({
    onRename: (node: Node) => setRenaming({ level, node }),
    onDelete: (node: Node) => {
      remove.reset();
      setDeleting({ level, node });
    },
  });

  return (
    <Stack gap="lg">
      {header}
      {tree.length === 0 ? (
        <EmptyState icon={<IconCategory size={28} stroke={1.6} />} title="No categories yet" description="Add the first category, then its sub-categories and child categories." action={<AddForm level="category" />} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <LevelColumn
            level="category"
            nodes={toNodes(tree)}
            selectedId={category?.id}
            onSelect={(id) => {
              setCategoryId(id);
              setSubCategoryId(null);
            }}
            childLabel="sub-categories"
            {...open("category")}
          />
          <LevelColumn
            level="subCategory"
            nodes={category ? category.subCategories.map((s) => ({ id: s.id, name: s.name, childCount: s.childCategories.length })) : null}
            parentName={category?.name}
            parentId={category?.id}
            selectedId={sub?.id}
            onSelect={setSubCategoryId}
            childLabel="child categories"
            {...open("subCategory")}
          />
          <LevelColumn
            level="childCategory"
            nodes={sub ? sub.childCategories.map((c) => ({ id: c.id, name: c.name, childCount: 0 })) : null}
            parentName={sub ? `${category?.name} › ${sub.name}` : undefined}
            parentId={sub?.id}
            {...open("childCategory")}
          />
        </SimpleGrid>
      )}

      <RenameModal target={renaming} onClose={() => setRenaming(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting ? `Delete ${LEVEL_LABELS[deleting.level].one.toLowerCase()}` : "Delete"}
        message={
          <>
            Delete <strong>{deleting?.node.name}</strong>? This cannot be undone. A category that still has products or sub-levels cannot be deleted.
          </>
        }
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        error={<FormFailure error={remove.error} />}
      />
    </Stack>
  );
}
