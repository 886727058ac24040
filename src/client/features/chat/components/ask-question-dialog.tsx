import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Label, Textarea } from '../../../components/ui/field';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSend: (question: string) => void;
}

/** 'Ask Your Legal Question': Enter sends, Shift+Enter adds a line. */
export function AskQuestionDialog({ open, onOpenChange, onSend }: Props) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const id = useId();
  const submit = () => {
    const question = text.trim();
    if (!question) return;
    onSend(question);
    setText('');
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={t('modal.title')} description={t('modal.description')}>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Label htmlFor={id}>{t('modal.label')}</Label>
            <Textarea
              id={id}
              className="mt-1"
              value={text}
              maxLength={4000}
              placeholder={t('modal.placeholder')}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  submit();
                }
              }}
            />
            <div className="mt-4 flex justify-end gap-2">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('modal.cancel')}
              </Button>
              <Button type="submit" disabled={!text.trim()}>
                {t('modal.send')}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
