import { useQuery } from '@tanstack/react-query';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TLocation = TRpcOutputs['locations']['list'][number];

export function useLocations() {
  return useQuery(orpc.locations.list.queryOptions());
}
