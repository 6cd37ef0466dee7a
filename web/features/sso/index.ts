// Single sign-on for staff (ADR 46), in Settings for admins: the identity providers staff sign
// in with, and the policy that asks staff for a passkey or single sign-on.
export { SignInPolicySettings } from './components/sign-in-policy-settings';
export { SsoSettings } from './components/sso-settings';
