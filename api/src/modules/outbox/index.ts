// The outbox module: its routes plugin and what other modules may call.
export { addressOf, senderFor } from './club-sender';
export { type LinkRecipient, mailLinks, mailLinksOnRequest } from './link-mails';
export { insertOutbox, requeueFailed as requeueFailedMessages } from './repo';
export { outboxRoutes } from './routes';
export { enqueueEmail, enqueueSms } from './service';
export { HttpSmsGateway, type SmsGateway } from './sms-gateway';
export { startOutboxWorker } from './worker';
