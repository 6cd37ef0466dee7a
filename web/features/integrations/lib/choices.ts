import { apiScopeLabels, apiScopes, webhookEventLabels, webhookEvents } from '#common/integrations';

/** What a key may do, as the create form offers it: its label, and the scope's own name. */
export const scopeChoices = apiScopes.map((scope) => ({
  value: scope,
  label: apiScopeLabels[scope],
  code: scope,
}));

/** The events an endpoint may be sent, as its forms offer them: the label and the event's name. */
export const eventChoices = webhookEvents.map((event) => ({
  value: event,
  label: webhookEventLabels[event],
  code: event,
}));
