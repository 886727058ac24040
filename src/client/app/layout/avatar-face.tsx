import type { User } from '../../../shared/schemas/auth';

/** Shared by the account button and the menu that replaces it, so the swap is seamless. */
export const AVATAR_BUTTON_CLASS =
  'flex h-11 w-11 items-center justify-center rounded-full bg-brand-700 font-semibold text-white';

export function initials(user: User): string {
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
