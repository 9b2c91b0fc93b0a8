// What the logged-in user may change on a listing (decision 0038), known before any edit so the
// screens show read-only, with the reason, what the role cannot change — rather than offering a
// switch or a form the API then refuses (issue 35, item 8). A superadmin changes and deletes
// every listing; an agent changes their own and the unassigned ones, and deletes none.
import { useEffect, useState } from 'react';
import type { TMe } from '../../../../common/schemas/admin-auth.ts';
import { currentAgent } from '../shell/me.ts';

export const NOT_YOURS =
  'Ce bien est suivi par un autre agent : vous pouvez le consulter, mais seuls cet agent et un administrateur peuvent le modifier.';
export const DELETE_ADMIN_ONLY = 'La suppression d’un bien est réservée aux administrateurs.';

export interface PropertyRights {
  /** Edit, toggle the flags, verify. */
  change: boolean;
  delete: boolean;
  /** Why `change` is false (null when it is true or not known yet). */
  reason: string | null;
}

/** Until the user is known, nothing is offered (a moment after the page opens). */
export function propertyRights(
  me: Pick<TMe, 'id' | 'isAdmin'> | null,
  property: { agent_id: number | null },
): PropertyRights {
  if (!me) return { change: false, delete: false, reason: null };
  if (me.isAdmin) return { change: true, delete: true, reason: null };
  const change = property.agent_id === null || property.agent_id === me.id;
  return { change, delete: false, reason: change ? null : NOT_YOURS };
}

/** The logged-in user (GET /api/admin/me, cached per token), null while it loads. */
export function useMe(): TMe | null {
  const [me, setMe] = useState<TMe | null>(null);
  useEffect(() => {
    let live = true;
    currentAgent().then(
      (who) => live && setMe(who),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return me;
}
