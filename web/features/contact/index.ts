// The contact page's details and form.
export { ContactDetails } from './components/contact-details';
export { ContactForm } from './components/contact-form';
