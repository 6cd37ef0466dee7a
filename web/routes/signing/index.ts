export { SigningPage } from './signing-page';
