import { Upload, UserRound } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_PICTURE } from '../../../../shared/directory';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useProfilePicture } from '../hooks/attorney-account';

/** Our own picture addresses only; anything else (an old outside address) shows initials. */
export const ownPhotoUrl = (url: string | null | undefined) =>
  url && /^\/api\/attorneys\/\d+\/photo\?v=[0-9a-f]+$/.test(url) ? url : null;

/** Upload a picture (sent as its bytes) or go back to the initials avatar. */
export function PictureControl({ hasPhoto }: { hasPhoto: boolean }) {
  const { t } = useTranslation('attorneys');
  const input = useRef<HTMLInputElement>(null);
  const picture = useProfilePicture();

  const send = (file: File | null) =>
    picture.mutate(file, {
      onSuccess: () => toast({ title: t(file ? 'profile.pictureUpdated' : 'profile.pictureRemoved') }),
      onError: () => toast({ variant: 'destructive', title: t('profile.pictureFailed') }),
    });

  const onPick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!(PROFILE_PICTURE.types as readonly string[]).includes(file.type)) {
      toast({
        variant: 'destructive',
        title: t('profile.pictureFailed'),
        description: t('profile.pictureWrongType'),
      });
    } else if (file.size > PROFILE_PICTURE.maxBytes) {
      toast({
        variant: 'destructive',
        title: t('profile.pictureFailed'),
        description: t('profile.pictureTooLarge'),
      });
    } else {
      send(file);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        ref={input}
        type="file"
        accept={PROFILE_PICTURE.types.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="picture-input"
        onChange={(e) => onPick(e.target.files?.[0])}
      />
      <Button variant="outline" size="sm" disabled={picture.isPending} onClick={() => input.current?.click()}>
        <Upload className="h-4 w-4" aria-hidden="true" />
        {picture.isPending ? t('profile.uploading') : t('profile.changePicture')}
      </Button>
      {hasPhoto ? (
        <Button variant="ghost" size="sm" disabled={picture.isPending} onClick={() => send(null)}>
          <UserRound className="h-4 w-4" aria-hidden="true" />
          {t('profile.removePicture')}
        </Button>
      ) : null}
      <p className="w-full text-sm text-slate-700">{t('profile.pictureHint')}</p>
    </div>
  );
}
