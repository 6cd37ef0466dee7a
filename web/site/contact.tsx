// The contact page's form: a React island, the only part of the public pages that is.
import { ContactMessage } from '#web/routes/public/contact-page';
import { mountReactIsland } from './react-islands';

const container = document.querySelector<HTMLElement>('[data-island="contact-form"]');
if (container) mountReactIsland(container, <ContactMessage />);
