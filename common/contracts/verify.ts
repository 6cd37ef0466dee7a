import { verificationSchema } from '../verification';
import { endpoint } from './endpoint';

// Open to anyone, without a session: the answer holds only references, times and hashes.

export const verifyUploadContract = endpoint({
  method: 'POST',
  path: '/api/verify',
  summary:
    'Checks a file (multipart field `file`; twice for a .tsr with its file) against what this portal issued; it is never stored.',
  response: verificationSchema,
});

export const verifyCodeContract = endpoint({
  method: 'GET',
  path: '/api/verify/:code',
  summary: 'What a verification code printed on a disclosure or agreement stands for.',
  response: verificationSchema,
});
