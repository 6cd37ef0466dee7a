// Settings → Integrations (ADR 41), for admins: the API keys other systems call the API with,
// and the webhook endpoints the portal sends signed events to, with their delivery logs.
export { ApiKeysSettings } from './components/api-keys-settings';
export { WebhooksSettings } from './components/webhooks-settings';
