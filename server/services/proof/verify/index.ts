// What the public /verify routes use of proof.
export { checkUpload, NotOneQuestion, type UploadedFile } from './check-upload';
export { ZipTooLarge } from './zip-entries';
export { verificationByCode } from './code-lookup';
