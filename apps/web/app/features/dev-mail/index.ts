export { OutboxList } from "./outbox-list";
export { describeLink, outboxKeys, toSameOriginPath, useOutbox } from "./outbox.queries";
