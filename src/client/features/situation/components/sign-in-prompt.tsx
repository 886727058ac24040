import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';

/** Shown to a guest who tries to save or create a case (spec §2, §4). */
export function SignInPrompt(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignIn: () => void;
}) {
  const { t } = useTranslation('situation');
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent title={t('prompt.title')} description={t('prompt.body')}>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('prompt.back')}</Button>
          </DialogClose>
          <Button onClick={props.onSignIn}>
            <LogIn className="h-5 w-5" aria-hidden="true" />
            {t('prompt.signIn')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
