import { integrationLimits, type WebhookEvent } from '#common/integrations';
import { FormField } from '#web/components/form/form-field';
import { Input } from '#web/components/ui/input';
import { eventChoices } from '../lib/choices';
import { CheckboxGroup } from './checkbox-group';

/** What the Add and Edit forms of an endpoint both hold. */
type SharedValues = { description?: string; events: WebhookEvent[] };

/** An endpoint's description and events, the fields its Add and Edit forms share. */
export function WebhookFields() {
  return (
    <>
      <FormField<SharedValues, 'description'>
        name="description"
        label="Description (optional)"
        hint="What receives the events, e.g. Docketing system."
      >
        {({ value, ...control }) => (
          <Input
            {...control}
            value={value ?? ''}
            autoComplete="off"
            maxLength={integrationLimits.description}
          />
        )}
      </FormField>
      <CheckboxGroup<SharedValues>
        name="events"
        legend="Events to send"
        hint="Each is sent as it happens, with the idea's id, reference, stage, dates and a link: never its text."
        choices={eventChoices}
      />
    </>
  );
}
