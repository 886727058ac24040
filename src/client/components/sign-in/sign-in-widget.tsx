import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { GoogleSignInButton } from './google-sign-in-button';
import { IdentityErrorNotice } from './identity-error-notice';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** The Sign in / Sign up pair used on /login and on the landing page, with the third-party button. */
export function SignInWidget({ defaultTab = 'signin' }: { defaultTab?: 'signin' | 'signup' }) {
  const { t } = useTranslation();
  return (
    <>
      <IdentityErrorNotice />
      <Tabs defaultValue={defaultTab}>
        <TabsList>
          <TabsTrigger value="signin">{t('auth.tabs.signIn')}</TabsTrigger>
          <TabsTrigger value="signup">{t('auth.tabs.signUp')}</TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          <SignInForm />
        </TabsContent>
        <TabsContent value="signup">
          <SignUpForm />
        </TabsContent>
      </Tabs>
      <GoogleSignInButton className="mt-4" />
    </>
  );
}
