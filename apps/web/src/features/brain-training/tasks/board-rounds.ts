import type { ComponentType } from 'react';
import type { TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import type { BoardRoundProps } from '../engine/board-task-runner';
import { MemoryPairsRound } from './memory-pairs-round';
import { SchulteRound } from './schulte-round';
import { TrailMakingRound } from './trail-making-round';

/** The round component of each board task. */
export const boardRounds: Partial<Record<TaskId, ComponentType<BoardRoundProps>>> = {
  'trail-making': TrailMakingRound,
  'schulte-table': SchulteRound,
  'memory-pairs': MemoryPairsRound,
};
