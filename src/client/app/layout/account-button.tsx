import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../shared/schemas/auth';

const loadMenu = () => import('./avatar-menu');
const AvatarMenu = lazy(loadMenu);

export const AVATAR_BUTTON_CLASS =
  'flex h-11 w-11 items-center justify-center rounded-full bg-brand-700 font-semibold text-white';

function initials(user: User): string {
  const letters = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase();
  return letters || user.email[0]?.toUpperCase() || '?';
}

export function AvatarFace({ user }: { user: User }) {
  return user.profileImageUrl ? (
    <img src={user.profileImageUrl} alt="" className="h-11 w-11 rounded-full object-cover" />
  ) : (
    // The button's name says whose menu it is; the initials only show it.
    <span aria-hidden="true">{initials(user)}</span>
  );
}

export function displayName(user: User, fallback: string): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || fallback;
}

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
      aria-label={t('header.menu', { name: displayName(user, t('header.user')) })}
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
