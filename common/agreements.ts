export const signingProviders = ['builtin', 'boldsign'] as const;
export type SigningProviderName = (typeof signingProviders)[number];

export const agreementStatuses = ['sent', 'viewed', 'signed', 'declined', 'expired'] as const;
export type AgreementStatus = (typeof agreementStatuses)[number];
