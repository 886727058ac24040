import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, Settings, Shield, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/pages';
import { personName } from '../../../shared/rules/person-name';
import type { User } from '../../../shared/schemas/auth';
import { signOut } from '../../lib/auth';
import { AVATAR_BUTTON_CLASS, AvatarFace } from './avatar-face';

/** Where "profile" and "settings" lead for each role. */
export function profilePathFor(role: User['role']): string {
  if (role === 'admin') return paths.admin;
  if (role === 'attorney') return paths.attorneyProfile;
  return paths.userProfile;
}

const item =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-slate-800 outline-none data-[highlighted]:bg-sand-100';

/** The account menu, drawn open: it replaces the account button when that is first pressed. */
export default function AvatarMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const name = personName(user, t('header.user'));
  const profilePath = profilePathFor(user.role);
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger
        className={AVATAR_BUTTON_CLASS}
        aria-label={t('header.menu', { name })}
        data-testid="avatar-menu"
      >
        <AvatarFace user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-sand-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-sm">
            <span className="block font-semibold text-slate-900">{name}</span>
            <span className="block truncate text-slate-700">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
          <DropdownMenu.Item asChild className={item}>
            <Link to={profilePath}>
              <UserRound className="h-4 w-4" aria-hidden="true" />
              {t('header.profile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={item}>
            <Link to={profilePath}>
              <Settings className="h-4 w-4" aria-hidden="true" />
              {t('header.settings')}
            </Link>
          </DropdownMenu.Item>
          {user.role === 'admin' ? (
            <DropdownMenu.Item asChild className={item}>
              <Link to={paths.admin}>
                <Shield className="h-4 w-4" aria-hidden="true" />
                {t('header.admin')}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
          <DropdownMenu.Item className={item} onSelect={() => signOut()}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t('header.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
