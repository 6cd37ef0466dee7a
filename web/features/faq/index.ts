// The questions and answers, on the FAQ and home pages.
export { FaqAccordion } from './components/faq-accordion';
export { faqItems, homeFaqItems } from './faq-items';
