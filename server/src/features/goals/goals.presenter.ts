import { formatCentavos, manilaToday, type Goal } from '@pixel/contract';
import type { GoalRow } from './goals.repository.ts';

/** A goal past its end date (a Manila date) takes no more gifts. */
export const hasEnded = (goal: Pick<GoalRow, 'endDate'>, now = new Date()) =>
  goal.endDate !== null && goal.endDate < manilaToday(now);

export function presentGoal(goal: GoalRow): Goal {
  return {
    id: goal.id,
    title: goal.title,
    description: goal.description,
    target_amount: formatCentavos(goal.targetAmount),
    raised_amount: formatCentavos(goal.raisedAmount),
    progress: Math.floor((goal.raisedAmount * 100) / goal.targetAmount),
    end_date: goal.endDate,
    cover_image: goal.coverImage,
    status: goal.status,
    is_ended: hasEnded(goal),
    created_at: goal.createdAt.toISOString(),
    closed_at: goal.closedAt?.toISOString() ?? null,
  };
}
