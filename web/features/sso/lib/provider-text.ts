import type { SsoProtocol, SsoSource } from '#common/sso';

export const protocolLabels: Record<SsoProtocol, string> = { oidc: 'OIDC', saml: 'SAML' };

export const sourceLabels: Record<SsoSource, string> = {
  settings: 'Settings',
  environment: 'Environment (read-only)',
};
