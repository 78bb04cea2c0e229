import {
  PRODUCT_IMPORT_LIMITS,
  PRODUCT_IMPORT_MESSAGES,
  type ProductImport,
  type ProductImportDetail,
  type ProductImportRow,
} from "@bitmarte/contracts";
import { Alert, Anchor, Badge, Button, FileInput, Group, List, Paper, Progress, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconDownload, IconFileSpreadsheet, IconFileZip, IconPlayerPlay, IconPlayerStop } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { ErrorState } from "../../ui/error-state";
import { FormFailure } from "../../ui/form-errors";
import { notifyError, notifySuccess } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { importCsvPaths, useCancelImport, useConfirmImport, useDownloadCsv, useUploadImport } from "./productimports.mutations";
import { productImportQuery, type RowFilter } from "./productimports.queries";

const LOAD_FAILED = "Could not get this import. Try again later.";

export interface ProductImportScreenProps {
  /** The import shown (from the URL, so a reload keeps it); null: the upload form. */
  importId: string | null;
  /** A checked file's import: the page puts its id in the URL. */
  onImportChecked: (id: string) => void;
  /** Back to an empty upload form. */
  onStartOver: () => void;
}

/** Bulk import of products: choose files → row-by-row preview → confirm → progress → summary. */
export function ProductImportScreen({ importId, onImportChecked, onStartOver }: ProductImportScreenProps) {
  const download = useDownloadCsv();
  const getTemplate = () =>
    download.mutate({ path: importCsvPaths.template(), name: "product-import-template.csv" }, { onError: (e) => notifyError(e) });
  return (
    <Stack gap="lg">
      <PageHeader
        title="Import products"
        description="Add or update many products at once from a CSV file, with their images in a ZIP file. New products and changes to name, description, images or category wait for review, as when you edit them one by one."
        actions={
          <>
            <Button component={Link} to="/merchant/products" variant="default" leftSection={<IconArrowLeft size={16} />}>
              Products
            </Button>
            <Button variant="light" leftSection={<IconDownload size={16} />} onClick={getTemplate} loading={download.isPending}>
              Download template
            </Button>
          </>
        }
        mb={0}
      />
      {importId ? <ImportView id={importId} onStartOver={onStartOver} /> : <UploadForm onChecked={onImportChecked} />}
    </Stack>
  );
}

function UploadForm({ onChecked }: { onChecked: (id: string) => void }) {
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const upload = useUploadImport();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!csv) {
      setMissing(true);
      return;
    }
    upload.mutate({ csv, zip }, { onSuccess: (preview) => onChecked(preview.id) });
  };
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} component="form" onSubmit={submit} aria-label="Choose the files to import">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FileInput
            label="Products file (CSV)"
            description={`Up to ${PRODUCT_IMPORT_LIMITS.maxRows.toLocaleString("en-GB")} rows and ${mb(PRODUCT_IMPORT_LIMITS.maxCsvBytes)}. Save spreadsheets as CSV (UTF-8).`}
            placeholder="Choose a CSV file"
            accept=".csv,text/csv"
            leftSection={<IconFileSpreadsheet size={18} />}
            value={csv}
            onChange={(file) => {
              setCsv(file);
              setMissing(false);
            }}
            error={missing ? PRODUCT_IMPORT_MESSAGES.chooseCsv : undefined}
            withAsterisk
            clearable
          />
          <FileInput
            label="Images (ZIP, optional)"
            description={`JPEG, PNG or WebP, each up to ${mb(PRODUCT_IMPORT_LIMITS.maxImageBytes)}; the ZIP up to ${mb(PRODUCT_IMPORT_LIMITS.maxZipBytes)}. Name them in the images column.`}
            placeholder="Choose a ZIP file"
            accept=".zip,application/zip"
            leftSection={<IconFileZip size={18} />}
            value={zip}
            onChange={setZip}
            clearable
          />
        </SimpleGrid>
        <FormFailure error={upload.error} />
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            Nothing is saved until you confirm the preview.
          </Text>
          <Button type="submit" loading={upload.isPending}>
            Check file
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const FILTERS: { value: RowFilter | "all"; label: string }[] = [
  { value: "all", label: "All" },
  { value: "create", label: "Create" },
  { value: "update", label: "Update" },
  { value: "refuse", label: "Refused" },
  { value: "failed", label: "Not imported" },
];

const ACTION_COLOR: Record<ProductImportRow["action"], string> = { create: "teal", update: "blue", refuse: "red" };
const OUTCOME_COLOR: Record<ProductImportRow["outcome"], string> = { waiting: "gray", created: "teal", updated: "blue", failed: "red", skipped: "gray" };
const STATUS_LABEL: Record<ProductImport["status"], string> = {
  previewed: "Checked: waiting for your confirmation",
  queued: "Waiting to start",
  running: "Importing",
  completed: "Finished",
  cancelled: "Cancelled",
  failed: "Stopped",
};

function ImportView({ id, onStartOver }: { id: string; onStartOver: () => void }) {
  const [page, setPage] = useState(1);
  const [show, setShow] = useState<RowFilter | "all">("all");
  const query = useQuery(productImportQuery(id, page, show === "all" ? undefined : show));
  const confirm = useConfirmImport(id);
  const cancel = useCancelImport(id);
  const download = useDownloadCsv();

  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading the import">
        <Skeleton height={120} radius="lg" />
        <Skeleton height={320} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) {
    return <ErrorState message={errorMessage(query.error, LOAD_FAILED)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const data = query.data;
  const columns: DataTableColumn<ProductImportRow>[] = [
    { key: "row", header: "Row", cell: (r) => r.rowNumber, width: 64, nowrap: true },
    { key: "sku", header: "SKU", cell: (r) => r.sku ?? "—", nowrap: true, hideOnMobile: true },
    { key: "name", header: "Product", cell: (r) => r.name ?? r.sku ?? "—", primary: true },
    {
      key: "action",
      header: "Action",
      cell: (r) => (
        <Badge color={ACTION_COLOR[r.action]} variant="light">
          {r.action === "refuse" ? "Refused" : r.action === "create" ? "Create" : "Update"}
        </Badge>
      ),
      nowrap: true,
    },
    {
      key: "outcome",
      header: "Result",
      cell: (r) =>
        r.action === "refuse" ? (
          "—"
        ) : (
          <Badge color={OUTCOME_COLOR[r.outcome]} variant="outline">
            {r.outcome === "waiting" ? "Waiting" : r.outcome[0].toUpperCase() + r.outcome.slice(1)}
          </Badge>
        ),
      nowrap: true,
    },
    {
      key: "reasons",
      header: "Reason",
      cell: (r) =>
        r.reasons.length === 0 ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {r.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        ),
    },
  ];
  const hasFailures = data.toRefuse + data.failed > 0;
  return (
    <Stack gap="lg">
      <ImportSummary data={data} />
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <Stack gap="sm">
          {data.status === "previewed" ? (
            <Text size="sm">
              {data.toCreate + data.toUpdate === 0
                ? "No row can be imported. Fix the refused rows in your file and check it again."
                : `Confirm to create ${data.toCreate} and update ${data.toUpdate} product${data.toCreate + data.toUpdate === 1 ? "" : "s"}. Refused rows are left out.`}
            </Text>
          ) : null}
          <FormFailure error={confirm.error ?? cancel.error} />
          <Group gap="sm" wrap="wrap">
            {data.status === "previewed" && data.toCreate + data.toUpdate > 0 ? (
              <Button
                leftSection={<IconPlayerPlay size={16} />}
                loading={confirm.isPending}
                onClick={() => confirm.mutate(undefined, { onSuccess: ({ message }) => notifySuccess(message) })}
              >
                Confirm import
              </Button>
            ) : null}
            {(data.status === "previewed" || data.status === "queued" || data.status === "running") && !data.cancelRequested ? (
              <Button
                variant="default"
                color="red"
                leftSection={<IconPlayerStop size={16} />}
                loading={cancel.isPending}
                onClick={() => cancel.mutate(undefined, { onSuccess: ({ message }) => notifySuccess(message) })}
              >
                Cancel
              </Button>
            ) : null}
            {hasFailures ? (
              <Button
                variant="light"
                leftSection={<IconDownload size={16} />}
                loading={download.isPending}
                onClick={() =>
                  download.mutate({ path: importCsvPaths.failedRows(id), name: "failed-rows.csv" }, { onError: (e) => notifyError(e) })
                }
              >
                Download rows not imported
              </Button>
            ) : null}
            {data.status === "completed" || data.status === "cancelled" || data.status === "failed" || data.status === "previewed" ? (
              <Button variant="subtle" onClick={onStartOver}>
                Import another file
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} fz="lg">
            Rows
          </Title>
          <SegmentedControl
            aria-label="Show rows"
            size="xs"
            data={FILTERS}
            value={show}
            onChange={(value) => {
              setShow(value as RowFilter | "all");
              setPage(1);
            }}
          />
        </Group>
        <DataTable
          caption="Rows of the import file"
          columns={columns}
          rows={data.rows}
          rowKey={(r) => String(r.rowNumber)}
          refreshing={query.isPlaceholderData}
          empty={{ title: "No rows here", description: "No row of the file matches this filter." }}
          pagination={{ page, pageSize: 25, total: data.rowCount, onPageChange: setPage }}
          rowProps={(r) => ({ "data-testid": `import-row-${r.action}` })}
        />
      </Stack>
    </Stack>
  );
}

function ImportSummary({ data }: { data: ProductImportDetail }) {
  const toRun = data.toCreate + data.toUpdate;
  const running = data.status === "queued" || data.status === "running";
  const finished = data.status === "completed" || data.status === "cancelled" || data.status === "failed";
  const percent = toRun === 0 ? 100 : Math.round((data.done / toRun) * 100);
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} data-testid="import-summary">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text fw={600}>{data.fileName}</Text>
            {data.imagesFileName ? (
              <Text size="sm" c="dimmed">
                Images: {data.imagesFileName}
              </Text>
            ) : null}
          </Stack>
          <Text
            size="sm"
            fw={600}
            c={data.status === "completed" ? "teal.8" : data.status === "cancelled" ? "dimmed" : "blue.8"}
            data-testid="import-status"
            role="status"
          >
            {STATUS_LABEL[data.status]}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Count label="Rows" value={data.totalRows} />
          <Count label="To create" value={data.toCreate} color="teal" />
          <Count label="To update" value={data.toUpdate} color="blue" />
          <Count label="Refused" value={data.toRefuse} color={data.toRefuse > 0 ? "red" : undefined} />
        </SimpleGrid>
        {running || finished ? (
          <Stack gap={6}>
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                {running ? (data.cancelRequested ? "Stopping…" : "Importing…") : "Done"}
              </Text>
              <Text size="sm" c="dimmed" data-testid="import-progress-text">
                {data.done} of {toRun} rows
              </Text>
            </Group>
            <Progress
              value={percent}
              size="lg"
              radius="xl"
              animated={running}
              aria-label="Import progress"
              color={data.failed > 0 ? "orange" : "teal"}
            />
          </Stack>
        ) : null}
        {finished ? (
          <Alert color={data.failed > 0 || data.status !== "completed" ? "orange" : "teal"} variant="light" data-testid="import-result">
            {data.created} created, {data.updated} updated, {data.failed} failed
            {data.status === "cancelled" ? ` — cancelled; ${toRun - data.created - data.updated - data.failed} rows were not imported` : ""}.{" "}
            {data.created > 0 ? (
              <Anchor component={Link} to="/merchant/products?status=pending" size="sm">
                New products wait for review.
              </Anchor>
            ) : null}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700} c={color}>
        {value.toLocaleString("en-GB")}
      </Text>
    </Stack>
  );
}
