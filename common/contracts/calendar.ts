import { z } from 'zod';
import { endpoint } from './endpoint';

export const calendarFeedContract = endpoint({
  method: 'GET',
  path: '/api/admin/calendar-feed',
  summary:
    "When the staff member's calendar feed address was made, or null; the address is never shown again.",
  response: z.object({ createdAt: z.iso.datetime().nullable() }),
});

export const resetCalendarFeedContract = endpoint({
  method: 'POST',
  path: '/api/admin/calendar-feed',
  summary:
    'Makes a new calendar feed address and answers it, once; the old one stops working (audited).',
  response: z.object({ url: z.url() }),
});

export const calendarFeedFileContract = endpoint({
  method: 'GET',
  path: '/api/calendar/:file',
  summary:
    "A staff member's bar dates as iCalendar, at `<token>.ics`: the token is the credential, no session is read.",
  response: null,
  produces: 'text/calendar',
});
