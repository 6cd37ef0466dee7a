export { checkTarget, isPublicAddress, type TargetPolicy } from './address-guard';
export type { WebhookDeps } from './deps';
export { listDeliveries, sendDeliveryAgain } from './deliveries';
export {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  rotateWebhookSecret,
  updateWebhook,
} from './endpoints';
export { ideaEventData, queueWebhook, webhookSignal } from './enqueue';
