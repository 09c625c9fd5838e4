import { useState } from 'react';
import { ConfirmDialog } from '@freight/ui';
import { useAppDispatch } from '@freight/store';
import { removeRequested, type EntityKind } from '../sagas';

/** Delete with confirmation ('Confirm'): `ask(id, name)` opens the dialog, `dialog` renders it. */
export function useDeleteConfirm(kind: EntityKind, message: (name: string) => string) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<{ id: string; name: string }>();
  const dialog = (
    <ConfirmDialog
      open={pending !== undefined}
      message={pending ? message(pending.name) : ''}
      onCancel={() => setPending(undefined)}
      onConfirm={() => {
        if (pending) dispatch(removeRequested(kind, pending.id));
        setPending(undefined);
      }}
    />
  );
  return { ask: (id: string, name: string) => setPending({ id, name }), dialog };
}
