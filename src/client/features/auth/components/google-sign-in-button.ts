// The sign-in widget shared by several features holds these; attorney sign-in pages use them from here.
export { GoogleSignInButton } from '../../../components/sign-in/google-sign-in-button';
export { IdentityErrorNotice } from '../../../components/sign-in/identity-error-notice';
