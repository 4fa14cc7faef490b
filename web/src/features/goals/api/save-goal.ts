import { useMutation, useQueryClient } from '@tanstack/react-query';
import { goalsCalls, type GoalRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { goalsKey } from './get-goals';

/** POST /v1/user/goals */
export const createGoal = (goal: GoalRequest) => call(goalsCalls.create, { body: goal });

/** PUT /v1/user/goals/{id}: replaces every field. */
export const updateGoal = ({ id, goal }: { id: string; goal: GoalRequest }) =>
  call(goalsCalls.update, { params: { id }, body: goal });

/** POST /v1/user/goals/{id}/close: the goal takes no more gifts. */
export const closeGoal = (id: string) => call(goalsCalls.close, { params: { id } });

/** DELETE /v1/user/goals/{id}: a goal with gifts is closed instead. */
export const deleteGoal = (id: string) => call(goalsCalls.delete, { params: { id } });

/** Every goals list is refreshed after a change. */
function useRefreshGoals() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: goalsKey });
}

export function useCreateGoal() {
  const refresh = useRefreshGoals();
  // the form marks the fields of a failure itself
  return useMutation({ mutationFn: createGoal, onSuccess: refresh, onError: () => undefined });
}

export function useUpdateGoal() {
  const refresh = useRefreshGoals();
  return useMutation({ mutationFn: updateGoal, onSuccess: refresh, onError: () => undefined });
}

export function useCloseGoal() {
  const refresh = useRefreshGoals();
  return useMutation({ mutationFn: closeGoal, onSuccess: refresh });
}

export function useDeleteGoal() {
  const refresh = useRefreshGoals();
  return useMutation({ mutationFn: deleteGoal, onSuccess: refresh });
}
