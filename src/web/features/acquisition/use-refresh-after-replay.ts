import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onOutboxSent } from '../../offline/outbox';
import { useSession } from '@/web/session/use-session';
import { acquisitionKeys } from './api/acquisition-keys';

/** A status change that waited in the outbox has reached the service: the page asks for the acquisition again. */
export function useRefreshAfterReplay(id: string) {
  const client = useQueryClient();
  const { contextToken } = useSession();
  useEffect(
    () =>
      onOutboxSent((entry) => {
        if (entry.entityId === id) void client.invalidateQueries({ queryKey: acquisitionKeys.one(contextToken, id) });
      }),
    [client, contextToken, id],
  );
}
