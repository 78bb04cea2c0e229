import { ContactUsBodySchema } from "@bitmarte/contracts";
import { Alert, Anchor, Button, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { applyFieldErrors, FormFailure } from "../../ui/form-errors";
import { useSendContactMessage } from "./contact.queries";

const EMPTY = { name: "", email: "", subject: "", message: "" };

/** The public contact-us form: four labelled fields, field errors from the server, and a thank-you state. */
export function ContactForm() {
  const send = useSendContactMessage();
  const form = useForm({
    initialValues: EMPTY,
    validate: schemaResolver(ContactUsBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const onSubmit = form.onSubmit((values) => {
    send.mutate(values, { onError: (error) => applyFieldErrors(form, error) });
  });

  if (send.isSuccess) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Alert color="brand" variant="light" icon={<IconCircleCheck size={20} />} title="Message sent" role="status" data-testid="contact-sent">
            {send.data}
          </Alert>
          <Text size="sm">
            <Anchor
              component="button"
              type="button"
              onClick={() => {
                form.setValues(EMPTY);
                send.reset();
              }}
            >
              Send another message
            </Anchor>{" "}
            or{" "}
            <Anchor component={Link} to="/">
              keep shopping
            </Anchor>
            .
          </Text>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <form onSubmit={onSubmit} noValidate aria-label="Contact us">
        <Stack gap="md">
          <FormFailure error={send.error} />
          <TextInput label="Your name" autoComplete="name" required key={form.key("name")} {...form.getInputProps("name")} />
          <TextInput label="Email address" type="email" autoComplete="email" required description="We reply to this address." key={form.key("email")} {...form.getInputProps("email")} />
          <TextInput label="Subject" required key={form.key("subject")} {...form.getInputProps("subject")} />
          <Textarea label="Message" required autosize minRows={5} maxRows={12} key={form.key("message")} {...form.getInputProps("message")} />
          <Button type="submit" loading={send.isPending} style={{ alignSelf: "flex-start" }}>
            Send message
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
