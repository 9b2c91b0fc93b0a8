// The top bar: the menu button on a phone (opens the side menu as a drawer), a link to the public
// site, and the user's menu with the own-password page and the logout.
import { ChevronDown, ExternalLink, KeyRound, LogOut, Menu, UserRound, X } from 'lucide-react';
import { Dialog, DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { NavList } from './sidebar.tsx';
import type { NavCounts, NavItem } from './nav.ts';

interface TopbarProps {
  items: NavItem[];
  username: string;
  type: string;
  counts: NavCounts;
  onLogout: () => void;
}

const ROLE_LABELS: Record<string, string> = { superadmin: 'Super-administrateur', agent: 'Agent' };

export function roleLabel(type: string): string {
  return ROLE_LABELS[type] ?? type;
}

export function Topbar({ items, username, type, counts, onLogout }: TopbarProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-6">
      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Trigger
          className="flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
          aria-label="Ouvrir le menu"
        >
          <Menu aria-hidden className="size-5" />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 md:hidden" />
          <Dialog.Content
            className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col bg-brand-900 text-white shadow-xl md:hidden"
            aria-describedby={undefined}
          >
            <div className="flex h-16 items-center justify-between px-4">
              <Dialog.Title className="font-semibold">Espace agence</Dialog.Title>
              <Dialog.Close
                className="flex size-10 items-center justify-center rounded-lg hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
                aria-label="Fermer le menu"
              >
                <X aria-hidden className="size-5" />
              </Dialog.Close>
            </div>
            <nav aria-label="Menu principal" className="flex-1 overflow-y-auto px-3 py-2">
              <NavList items={items} counts={counts} onNavigate={() => setDrawerOpen(false)} />
            </nav>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <span className="font-semibold text-slate-900 md:hidden">Espace agence</span>

      <div className="ms-auto flex items-center gap-1 sm:gap-2">
        <a
          href="/"
          target="_blank"
          rel="noreferrer"
          className="hidden h-10 items-center gap-2 rounded-lg px-3 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex"
        >
          <ExternalLink aria-hidden className="size-4" />
          Voir le site
        </a>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className="flex h-10 items-center gap-2 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-3">
            <span className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-brand-900">
              <UserRound aria-hidden className="size-4" />
            </span>
            <span className="sr-only sm:hidden">Compte de {username}</span>
            <span className="hidden max-w-40 truncate text-start sm:block">
              <span className="block leading-tight font-medium">{username}</span>
              <span className="block text-xs leading-tight text-slate-500">{roleLabel(type)}</span>
            </span>
            <ChevronDown aria-hidden className="size-4 text-slate-500" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg"
            >
              <DropdownMenu.Label className="px-3 py-2 text-slate-500">
                <span className="block font-medium text-slate-900">{username}</span>
                {roleLabel(type)}
              </DropdownMenu.Label>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Item asChild>
                <a
                  href="/"
                  target="_blank"
                  rel="noreferrer"
                  className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-slate-800 outline-none data-highlighted:bg-slate-100"
                >
                  <ExternalLink aria-hidden className="size-4" />
                  Voir le site
                </a>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild>
                <Link
                  to="/cms/password"
                  className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-slate-800 outline-none data-highlighted:bg-slate-100"
                >
                  <KeyRound aria-hidden className="size-4" />
                  Mon mot de passe
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item
                onSelect={onLogout}
                className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-red-700 outline-none data-highlighted:bg-red-50"
              >
                <LogOut aria-hidden className="size-4" />
                Se déconnecter
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </header>
  );
}
