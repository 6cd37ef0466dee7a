export { AboutPage } from './about-page';
export { ContactPage } from './contact-page';
export { FaqPage } from './faq-page';
export { HowItWorksPage } from './how-it-works-page';
export { NotFoundPage } from './not-found-page';
export { PrivacyTermsPage } from './privacy-terms-page';
export { ServerErrorPage } from './server-error-page';
export { ThankYouPage } from './thank-you-page';
