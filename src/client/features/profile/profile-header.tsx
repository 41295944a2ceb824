import { BadgeCheck, Pencil, X } from 'lucide-react';
import type { PublicUser } from '../../../shared/schemas/user.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { getDisplayName, getInitials } from '../../lib/user-display.ts';

interface ProfileHeaderProps {
  user: PublicUser;
  editing: boolean;
  onToggleEdit: () => void;
}

export function ProfileHeader({ user, editing, onToggleEdit }: ProfileHeaderProps) {
  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
      <Avatar imageUrl={user.profileImageUrl} initials={getInitials(user)} className="h-20 w-20 text-2xl" />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-2xl font-semibold tracking-tight">{getDisplayName(user)}</h1>
        <p className="truncate text-sm text-fg-muted">{user.email}</p>
        <div className="mt-2">
          {user.isEmailVerified ? (
            <Badge tone="success">
              <BadgeCheck className="h-3.5 w-3.5" aria-hidden />
              Verified Account
            </Badge>
          ) : (
            <Badge tone="warning">Email not verified</Badge>
          )}
        </div>
      </div>
      <Button variant={editing ? 'secondary' : 'primary'} onClick={onToggleEdit} className="sm:self-start">
        {editing ? <X className="h-4 w-4" aria-hidden /> : <Pencil className="h-4 w-4" aria-hidden />}
        {editing ? 'Cancel' : 'Edit Profile'}
      </Button>
    </Card>
  );
}
