import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personName } from '../../../shared/rules/person-name';
import type { User } from '../../../shared/schemas/auth';
import { AVATAR_BUTTON_CLASS, AvatarFace } from './avatar-face';

const loadMenu = () => import('./avatar-menu');
const AvatarMenu = lazy(loadMenu);

/**
 * The account button in the header. The menu's code (Radix menu and its positioning) is fetched
 * when a person reaches for the button and drawn on the first press, already open, so a page's
 * first load does not carry it.
 */
export function AccountButton({ user }: { user: User }) {
  const { t } = useTranslation();
  const [pressed, setPressed] = useState(false);
  const button = (
    <button
      type="button"
      className={AVATAR_BUTTON_CLASS}
      aria-label={t('header.menu', { name: personName(user, t('header.user')) })}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="avatar-menu"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setPressed(true)}
    >
      <AvatarFace user={user} />
    </button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <AvatarMenu user={user} />
    </Suspense>
  );
}
