import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { makeAttorney } from '../../../api/admin';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { refreshAdmin } from '../hooks/admin';

const FIELDS = [
  ['email', 'email', {}],
  ['firstName', 'text', {}],
  ['lastName', 'text', {}],
  ['specialty', 'text', {}],
  ['education', 'text', {}],
  ['experience', 'number', { min: 0, step: 1 }],
  ['hourlyRate', 'number', { min: 0, step: 0.01 }],
  ['licenseNumber', 'text', {}],
  ['barAdmission', 'text', {}],
] as const;

/** The Add Attorney form: every field required; the attorney is created approved. */
export function AddAttorneyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const v = (k: string) => String(f.get(k) ?? '').trim();
    setBusy(true);
    try {
      await makeAttorney({
        email: v('email'),
        attorneyData: {
          firstName: v('firstName'),
          lastName: v('lastName'),
          specialties: [v('specialty')],
          education: v('education'),
          experience: Number.parseInt(v('experience'), 10),
          hourlyRate: Number(v('hourlyRate')),
          licenseNumber: v('licenseNumber'),
          barAdmissions: [v('barAdmission')],
        },
      });
      toast({ title: t('addForm.created') });
      onOpenChange(false);
      void refreshAdmin();
    } catch (error) {
      toast({
        title:
          error instanceof ApiError && error.status === 409 ? t('addForm.emailTaken') : t('addForm.failed'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('addForm.title')}>
        <form className="grid gap-3 sm:grid-cols-2" onSubmit={(e) => void submit(e)}>
          {FIELDS.map(([name, type, extra]) => (
            <div key={name}>
              <Label htmlFor={`add-${name}`}>{t(`addForm.${name}`)}</Label>
              <Input id={`add-${name}`} name={name} type={type} required {...extra} />
            </div>
          ))}
          <Button type="submit" className="sm:col-span-2" disabled={busy}>
            {t('addForm.submit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
